import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { securityMessages } from '../messages/security';
import { authMessages } from '../messages/auth';

/**
 * OWASP ASVS: codes live at most 10 minutes; ours 5. One per target per 60 s, 10 a day.
 * Against SMS / voice pumping (issue 10) also per account (5 different targets a day) and
 * per session or device (10 sends an hour). Five wrong guesses burn a code: 5 tries in a
 * space of 10^6 is a 1 in 200,000 chance per code.
 */
export const CODE_LIMITS = {
  ttlSeconds: 300,
  resendSeconds: 60,
  perTargetPerDay: 10,
  perIpPerDay: 100,
  targetsPerAccountPerDay: 5,
  perSessionPerHour: 10,
  maxAttempts: 5,
} as const;

export type CodePurpose = 'bind' | 'reset' | 'new_device' | 'withdraw_pwd';
export type CodeChannel = 'sms' | 'email' | 'voice';

/**
 * Where codes go. The one implementation is the simulated SMS / e-mail / voice provider:
 * it writes to `outbox`, which `GET /dev/outbox` shows. A real provider would implement
 * this and nothing else would change.
 */
export interface CodeSender {
  send(
    q: Queryable,
    message: { channel: CodeChannel; target: string; code: string; purpose: CodePurpose },
  ): Promise<void>;
}

export const simulatedSender: CodeSender = {
  async send(q, m) {
    await q.query('INSERT INTO outbox (channel, target, code, purpose) VALUES ($1, $2, $3, $4)', [
      m.channel,
      m.target,
      m.code,
      m.purpose,
    ]);
  },
};

export interface CodeCheck {
  purpose: CodePurpose;
  /** null: the newest code of the purpose for `memberId`, whatever its target (new device: phone or e-mail). */
  target: string | null;
  memberId: number | null;
  code: string;
}

/** Verification codes: issued under the rate limits, stored as an HMAC, checked at most 5 times. */
export class Codes {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly sender: CodeSender = simulatedSender,
  ) {}

  /** @throws 6066 within 60 s of the last code to `target` (data: resendIn), 6034 past a daily cap. */
  async issue(p: {
    purpose: CodePurpose;
    channel: CodeChannel;
    target: string;
    memberId: number | null;
    ip: string;
    /** The asking session (token digest) or device: see `sessionKeyOf`. */
    session?: string;
  }) {
    const session = p.session ?? '';
    return this.db.tx(async (q) => {
      // One sender per session, account and target at a time (always locked in this order),
      // so two quick calls cannot both pass a limit.
      if (session) await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code-session:${session}`]);
      if (p.memberId !== null)
        await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code-member:${p.memberId}`]);
      await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`code:${p.target}`]);
      const [last] = await q.query<{ age: unknown }>(
        `SELECT floor(extract(epoch FROM now() - created_at))::int AS age FROM verification_codes
          WHERE target = $1 ORDER BY created_at DESC LIMIT 1`,
        [p.target],
      );
      if (last && toInt(last.age) < CODE_LIMITS.resendSeconds) {
        const resendIn = CODE_LIMITS.resendSeconds - toInt(last.age);
        throw new ApiError(ErrorCode.SIXTY_SECOND_LIMIT, authMessages.codeResendIn(resendIn), {
          resendIn,
        });
      }
      const [perTarget] = await q.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM verification_codes WHERE target = $1 AND created_at > now() - interval '1 day'`,
        [p.target],
      );
      const [perIp] = await q.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM verification_codes WHERE ip = $1 AND created_at > now() - interval '1 day'`,
        [p.ip],
      );
      if (
        toInt(perTarget?.n ?? 0) >= CODE_LIMITS.perTargetPerDay ||
        toInt(perIp?.n ?? 0) >= CODE_LIMITS.perIpPerDay
      ) {
        throw new ApiError(ErrorCode.MAX_PHONE_ATTEMPTS);
      }
      await this.assertSessionAndAccountLimits(q, { ...p, session });
      // Only the newest code of a target and purpose works.
      await q.query(
        `UPDATE verification_codes SET expires_at = least(expires_at, now())
          WHERE target = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [p.target, p.purpose],
      );
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await q.query(
        `INSERT INTO verification_codes (purpose, channel, target, member_id, code_hash, ip, session_key, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + $8 * interval '1 second')`,
        [
          p.purpose,
          p.channel,
          p.target,
          p.memberId,
          this.hash(p.target, code),
          p.ip,
          session,
          CODE_LIMITS.ttlSeconds,
        ],
      );
      await this.sender.send(q, { channel: p.channel, target: p.target, code, purpose: p.purpose });
      return { expiresIn: CODE_LIMITS.ttlSeconds, resendIn: CODE_LIMITS.resendSeconds };
    });
  }

  /**
   * Checks the newest code of the target and purpose. `consume` spends it; otherwise it
   * stays valid (forgot-password step two, then three). A wrong code counts an attempt.
   * @throws 6036 none requested or wrong, 6038 expired or already used, 6037 too many wrong tries.
   */
  async check(c: CodeCheck, consume: boolean): Promise<{ id: number }> {
    const [row] = await this.db.query<{
      id: unknown;
      target: string;
      code_hash: string;
      attempts: number;
      expired: boolean;
      used: boolean;
    }>(
      `SELECT id, target, code_hash, attempts, expires_at <= now() AS expired, used_at IS NOT NULL AS used FROM verification_codes
        WHERE purpose = $1 AND ($2::text IS NULL OR target = $2) AND ($3::bigint IS NULL OR member_id = $3)
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [c.purpose, c.target, c.memberId],
    );
    if (!row) throw new ApiError(ErrorCode.AUTHENTICATION_CODE_ERROR, authMessages.codeFirst);
    const id = toInt(row.id);
    if (row.used || row.expired)
      throw new ApiError(ErrorCode.AUTHENTICATION_CODE_EXPIRED, authMessages.codeExpired);
    // Reserve the try before comparing, in one statement: parallel guesses cannot share a try.
    const reserved = await this.db.query(
      'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 RETURNING id',
      [id, CODE_LIMITS.maxAttempts],
    );
    if (reserved.length === 0)
      throw new ApiError(ErrorCode.AUTHENTICATION_LOCKED, authMessages.codeTooManyWrong);
    const given = Buffer.from(this.hash(row.target, c.code.trim()), 'hex');
    if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex')))
      throw new ApiError(ErrorCode.AUTHENTICATION_CODE_ERROR, authMessages.codeWrong);
    // A right code gives its try back (forgot-password checks it at step two and again at three).
    await this.db.query('UPDATE verification_codes SET attempts = attempts - 1 WHERE id = $1', [id]);
    if (consume) await this.consume(id);
    return { id };
  }

  /** A wrong answer that belongs to the code's step (e.g. the phone's middle digits). */
  async countAttempt(id: number): Promise<void> {
    await this.db.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
  }

  /** @throws 6038 when another call spent it first. */
  async consume(id: number, q: Queryable = this.db): Promise<void> {
    const rows = await q.query(
      'UPDATE verification_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
      [id],
    );
    if (rows.length !== 1)
      throw new ApiError(ErrorCode.AUTHENTICATION_CODE_EXPIRED, authMessages.codeExpired);
  }

  /** 6034 past 5 different targets of one account a day; 6011 past 10 sends of one session an hour. */
  private async assertSessionAndAccountLimits(
    q: Queryable,
    p: { target: string; memberId: number | null; session: string },
  ): Promise<void> {
    if (p.memberId !== null) {
      const [row] = await q.query<{ n: unknown }>(
        `SELECT count(DISTINCT target) AS n FROM verification_codes
          WHERE member_id = $1 AND target <> $2 AND created_at > now() - interval '1 day'`,
        [p.memberId, p.target],
      );
      if (toInt(row?.n ?? 0) >= CODE_LIMITS.targetsPerAccountPerDay)
        throw new ApiError(ErrorCode.MAX_PHONE_ATTEMPTS, securityMessages.codeTooManyTargets);
    }
    if (p.session) {
      const [row] = await q.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM verification_codes WHERE session_key = $1 AND created_at > now() - interval '1 hour'`,
        [p.session],
      );
      if (toInt(row?.n ?? 0) >= CODE_LIMITS.perSessionPerHour)
        throw new ApiError(ErrorCode.FREQUENT_SUBMISSION, securityMessages.codeTooManyInSession);
    }
  }

  private hash(target: string, code: string): string {
    return createHmac('sha256', this.key).update(`${target}\n${code}`).digest('hex');
  }
}
