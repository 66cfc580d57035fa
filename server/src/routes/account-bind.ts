import type { FastifyInstance } from 'fastify';
import { ErrorCode, account } from '@site/shared/contract';
import { birthdaySchema } from '@site/shared/validation';
import type { Codes } from '../auth/codes';
import { signJwt } from '../auth/jwt';
import { birthdayOf, setEmail, setPhone, setProfile } from '../auth/member-profile';
import { revokeOtherSessions, setPasswordHash } from '../auth/members-auth';
import { checkLoginPassword } from '../security/secret-attempts';
import { emailOf, phoneOf } from '../auth/targets';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { memberRoute } from '../http/route';
import { hashPassword } from '../security/passwords';
import type { SessionStore } from '../session/sessions';
import { assertBindable, resetPassword } from './account-codes';
import { accountMessages } from '../messages/account';
import { refuseExcludedIdentity } from '../protection/restrictions';

/** Lifetime of the chat login token: the socket fetches a fresh one on every open (SPEC §4). */
export const CHAT_JWT_TTL_SECONDS = 600;

/** The binding calls of the personal area and the chat login token; all need a live session (6001). */
export function accountBindRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  codes: Codes,
  jwtKey: Buffer,
): void {
  memberRoute(app, sessions, account.bindPhone, async (input, m) => {
    const phone = await phoneOf(db, input.phone, input.areaCode);
    await assertBindable(db, m.id, 'phone', phone, m.phone);
    await refuseExcludedIdentity(db, m.id, { phone });
    await codes.check({ purpose: 'bind', target: phone, memberId: m.id, code: input.code }, true);
    await setPhone(db, m.id, phone, input.areaCode ?? '+86');
    return null;
  });

  memberRoute(app, sessions, account.bindEmail, async (input, m) => {
    const email = emailOf(input.email);
    await assertBindable(db, m.id, 'email', email, m.email);
    await refuseExcludedIdentity(db, m.id, { email });
    await codes.check({ purpose: 'bind', target: email, memberId: m.id, code: input.code }, true);
    await setEmail(db, m.id, email);
    return null;
  });

  memberRoute(app, sessions, account.bindOther, async (input, m) => {
    const current = await birthdayOf(db, m.id);
    if (input.realName !== undefined && m.real_name)
      throw new ApiError(ErrorCode.DATA_EXISTS, accountMessages.realNameBound);
    if (input.realName) await refuseExcludedIdentity(db, m.id, { realName: input.realName });
    let birthday: string | undefined;
    if (input.birthday !== undefined) {
      if (current) throw new ApiError(ErrorCode.DATA_EXISTS, accountMessages.birthdayBound);
      const parsed = birthdaySchema().safeParse(input.birthday);
      if (!parsed.success)
        throw new ApiError(
          ErrorCode.INVALID_PARAMETER,
          parsed.error.issues[0]?.message ?? accountMessages.birthdayMissing,
        );
      birthday = parsed.data;
    }
    await setProfile(db, m.id, { realName: input.realName, gender: input.gender, birthday });
    return null;
  });

  memberRoute(app, sessions, account.bindPassword, async (input, m) => {
    // Counted like the withdrawal password: 5 wrong in a row lock the change for 15 minutes.
    await checkLoginPassword(db, m.id, input.oldPassword, accountMessages.oldPasswordWrong);
    const hash = await hashPassword(input.password);
    await db.tx(async (q) => {
      await setPasswordHash(q, m.id, hash);
      await revokeOtherSessions(q, m.id, m.token);
    });
    return null;
  });

  memberRoute(app, sessions, account.bindPasswordByPhone, async (input, m) => {
    if (!m.phone) throw new ApiError(ErrorCode.UNBOUND_PHONE);
    await resetPassword(db, codes, m.id, m.phone, input.code, input.password, m.token);
    return null;
  });

  memberRoute(app, sessions, account.bindPasswordByEmail, async (input, m) => {
    if (!m.email) throw new ApiError(ErrorCode.INVALID_PARAMETER, accountMessages.bindEmailFirst);
    await resetPassword(db, codes, m.id, m.email.toLowerCase(), input.code, input.password, m.token);
    return null;
  });

  memberRoute(app, sessions, account.memberJwt, async (_input, m, request) => {
    const siteId = request.brand?.siteId ?? '1001';
    const body = { userId: String(m.id), name: m.name, vipGrade: m.vip_grade, siteId };
    const token = signJwt({ sub: String(m.id), name: m.name, siteId }, jwtKey, CHAT_JWT_TTL_SECONDS);
    return { token, body: JSON.stringify(body), expiresIn: CHAT_JWT_TTL_SECONDS };
  });
}
