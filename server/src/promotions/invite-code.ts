/**
 * A member's invite code (SPEC §4 icode): the member id offset and written in base 36, so the
 * inviter of a registration is found from the code alone, with no table of codes.
 */
const OFFSET = 1_000_000;

export function inviteCodeOf(memberId: number): string {
  return (memberId + OFFSET).toString(36).toUpperCase();
}

/** The inviter's member id of an icode, or null when it is not one of ours. */
export function inviterOf(code: string): number | null {
  if (!/^[0-9A-Za-z]{4,8}$/.test(code)) return null;
  const id = Number.parseInt(code, 36) - OFFSET;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
