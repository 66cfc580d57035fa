import type { FastifyInstance } from 'fastify';
import { ErrorCode, account } from '@site/shared/contract';
import { birthdaySchema } from '@site/shared/validation';
import type { Codes } from '../auth/codes';
import { signJwt } from '../auth/jwt';
import { revokeOtherSessions } from '../auth/members-auth';
import { emailOf, phoneOf } from '../auth/targets';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../session/passwords';
import type { SessionStore } from '../session/sessions';
import { assertBindable, resetPassword } from './account-codes';

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
  route(app, account.bindPhone, async (input, request) => {
    const m = await sessions.requireMember(request);
    const phone = await phoneOf(db, input.phone, input.areaCode);
    await assertBindable(db, m.id, 'phone', phone, m.phone);
    await codes.check({ purpose: 'bind', target: phone, memberId: m.id, code: input.code }, true);
    await db.query('UPDATE members SET phone = $2, area_code = $3 WHERE id = $1', [
      m.id,
      phone,
      input.areaCode ?? '+86',
    ]);
    return null;
  });

  route(app, account.bindEmail, async (input, request) => {
    const m = await sessions.requireMember(request);
    const email = emailOf(input.email);
    await assertBindable(db, m.id, 'email', email, m.email);
    await codes.check({ purpose: 'bind', target: email, memberId: m.id, code: input.code }, true);
    await db.query('UPDATE members SET email = $2 WHERE id = $1', [m.id, email]);
    return null;
  });

  route(app, account.bindOther, async (input, request) => {
    const m = await sessions.requireMember(request);
    const [row] = await db.query<{ birthday: string | null }>(
      `SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM members WHERE id = $1`,
      [m.id],
    );
    if (input.realName !== undefined && m.real_name)
      throw new ApiError(ErrorCode.DATA_EXISTS, '真实姓名已绑定，如需修改请联系客服');
    let birthday: string | undefined;
    if (input.birthday !== undefined) {
      if (row?.birthday) throw new ApiError(ErrorCode.DATA_EXISTS, '生日已绑定，如需修改请联系客服');
      const parsed = birthdaySchema().safeParse(input.birthday);
      if (!parsed.success)
        throw new ApiError(ErrorCode.INVALID_PARAMETER, parsed.error.issues[0]?.message ?? '请选择生日');
      birthday = parsed.data;
    }
    await db.query(
      `UPDATE members SET real_name = coalesce($2, real_name), gender = coalesce($3, gender), birthday = coalesce($4::date, birthday) WHERE id = $1`,
      [m.id, input.realName ?? null, input.gender ?? null, birthday ?? null],
    );
    return null;
  });

  route(app, account.bindPassword, async (input, request) => {
    const m = await sessions.requireMember(request);
    const [row] = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM members WHERE id = $1',
      [m.id],
    );
    if (!row || !(await verifyPassword(input.oldPassword, row.password_hash)))
      throw new ApiError(ErrorCode.PASSWORD_CHECK_FAILURE, '原密码错误');
    const hash = await hashPassword(input.password);
    await db.tx(async (q) => {
      await q.query('UPDATE members SET password_hash = $2 WHERE id = $1', [m.id, hash]);
      await revokeOtherSessions(q, m.id, m.token);
    });
    return null;
  });

  route(app, account.bindPasswordByPhone, async (input, request) => {
    const m = await sessions.requireMember(request);
    if (!m.phone) throw new ApiError(ErrorCode.UNBOUND_PHONE);
    await resetPassword(db, codes, m.id, m.phone, input.code, input.password, m.token);
    return null;
  });

  route(app, account.bindPasswordByEmail, async (input, request) => {
    const m = await sessions.requireMember(request);
    if (!m.email) throw new ApiError(ErrorCode.INVALID_PARAMETER, '请先绑定邮箱');
    await resetPassword(db, codes, m.id, m.email.toLowerCase(), input.code, input.password, m.token);
    return null;
  });

  route(app, account.memberJwt, async (_input, request) => {
    const m = await sessions.requireMember(request);
    const siteId = request.brand?.siteId ?? '1001';
    const body = { userId: String(m.id), name: m.name, vipGrade: m.vip_grade, siteId };
    const token = signJwt({ sub: String(m.id), name: m.name, siteId }, jwtKey, CHAT_JWT_TTL_SECONDS);
    return { token, body: JSON.stringify(body), expiresIn: CHAT_JWT_TTL_SECONDS };
  });
}
