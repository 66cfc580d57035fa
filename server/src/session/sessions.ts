import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, Header } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { headerValue } from '../http/api-guard';

/** A week: long enough for a player, short enough that a leaked token dies on its own. */
export const SESSION_TTL_MS = 7 * 24 * 3600_000;

export interface MemberRow {
  id: number;
  name: string;
  phone: string;
  area_code: string;
  email: string;
  real_name: string;
  vip_grade: number;
  created_at: Date;
}

/** The member of a live session, as `requireMember` and `memberRoute` hand it over. */
export type SessionMember = MemberRow & { token: string };

/** What names a session in a request: its token on the request's brand. */
export interface SessionRef {
  token: string;
  siteId: string;
}

/** The token and brand of a request; 6001 when either is missing or the token is malformed. */
function sessionRefOf(request: FastifyRequest): SessionRef {
  const token = headerValue(request.headers[Header.token]);
  // Tokens are 64 hex characters; anything else cannot be one, so skip the query.
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new ApiError(ErrorCode.LOGIN_EXPIRED);
  // A token works only on the brand it was issued for (issue 10 item 6): another
  // brand's site id reads as no session at all.
  const siteId = request.brand?.siteId;
  if (!siteId) throw new ApiError(ErrorCode.LOGIN_EXPIRED);
  return { token, siteId };
}

export interface SessionStore {
  /** A new random token (32 bytes, hex) for the member on brand `siteId`, valid for `ttlMs`. */
  createSession(memberId: number, siteId: string, q?: Queryable, ttlMs?: number): Promise<string>;
  /**
   * The member of the request's `token` header; 6001 when missing, unknown, revoked,
   * expired, or issued for another brand than the request's `site-id`.
   */
  requireMember(request: FastifyRequest): Promise<SessionMember>;
  /**
   * The request's token and brand without asking the database, for a call that checks the
   * session inside its own statement (funds/venue-transfer.ts). 6001 when either is missing or
   * the token cannot be one; whether it is live is for that statement to say.
   */
  sessionRefOf(request: FastifyRequest): SessionRef;
  revokeSession(token: string): Promise<void>;
}

export function sessionStore(db: Db): SessionStore {
  return {
    async createSession(memberId, siteId, q = db, ttlMs = SESSION_TTL_MS) {
      const token = randomBytes(32).toString('hex');
      await q.query(
        `INSERT INTO sessions (token, member_id, site_id, expires_at) VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
        [token, memberId, siteId, ttlMs],
      );
      return token;
    },

    sessionRefOf,

    async requireMember(request) {
      const { token, siteId } = sessionRefOf(request);
      const rows = await db.query<MemberRow>(
        `SELECT m.id, m.name, m.phone, m.area_code, m.email, m.real_name, m.vip_grade, m.created_at
           FROM sessions s JOIN members m ON m.id = s.member_id
          WHERE s.token = $1 AND s.site_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
        [token, siteId],
        { prepare: true },
      );
      const row = rows[0];
      if (!row) throw new ApiError(ErrorCode.LOGIN_EXPIRED);
      return { ...row, id: toInt(row.id), token };
    },

    async revokeSession(token) {
      await db.query('UPDATE sessions SET revoked_at = now() WHERE token = $1 AND revoked_at IS NULL', [
        token,
      ]);
    },
  };
}
