import type { Db } from '../db/db';
import { checkLoginPassword } from '../security/secret-attempts';
import { protectionMessages as text } from '../messages/protection';
import { startBreak, type BreakDuration, type BreakKind } from './restrictions';

/**
 * A time-out or self-exclusion the member asked for: the login password (md5, as login sends it),
 * counted like every password check (5 wrong lock it for 15 minutes), then the restriction and the
 * end of every session in one transaction.
 * @throws {ApiError} 6100 / 6037 for a wrong password (security/secret-attempts.ts).
 */
export async function takeBreak(
  db: Db,
  memberId: number,
  kind: BreakKind,
  duration: BreakDuration,
  passwordMd5: string,
): Promise<{ kind: BreakKind; endsAt: string }> {
  await checkLoginPassword(db, memberId, passwordMd5, text.passwordWrong);
  return db.tx((q) => startBreak(q, memberId, kind, duration));
}
