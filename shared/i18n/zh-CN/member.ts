/** Strings of the personal area remote (mf-member): profile, cards, addresses, withdrawal password. */
export const member = {} as const;
