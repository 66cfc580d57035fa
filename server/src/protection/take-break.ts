import type { Db } from '../db/db';
import { passwordHashOf } from '../auth/members-auth';
import { checkSecret } from '../auth/secret-attempts';
import { verifyPassword } from '../security/passwords';
import { protectionMessages as text } from '../messages/protection';
import { startBreak, type BreakDuration, type BreakKind } from './restrictions';

/**
 * A time-out or self-exclusion the member asked for: the login password (md5, as login sends it),
 * counted like every password check (5 wrong lock it for 15 minutes), then the restriction and the
 * end of every session in one transaction.
 * @throws {ApiError} 6100 / 6037 for a wrong password (auth/secret-attempts.ts).
 */
export async function takeBreak(
  db: Db,
  memberId: number,
  kind: BreakKind,
  duration: BreakDuration,
  passwordMd5: string,
): Promise<{ kind: BreakKind; endsAt: string }> {
  const stored = await passwordHashOf(db, memberId);
  await checkSecret(db, memberId, 'login_password', text.passwordWrong, async () =>
    stored !== null ? verifyPassword(passwordMd5, stored) : false,
  );
  return db.tx((q) => startBreak(q, memberId, kind, duration));
}
