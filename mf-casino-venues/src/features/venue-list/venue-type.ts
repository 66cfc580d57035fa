/** The five venue-list routes of SPEC §2, told apart by this code. */
export type VenueTypeCode = 'TY' | 'ZR' | 'QP' | 'DJ' | 'CP';
