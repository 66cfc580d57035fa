import { ErrorCode, defaultMessages, type DeviceChallenge, type auth } from '@site/shared/contract';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { takeRateSlot } from '../http/rate-limit';
import { createMember } from '../session/members';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../security/passwords';
import type { SessionStore } from '../session/sessions';
import type { Captchas } from './captchas';
import type { ClientInfo } from './client-info';
import type { Codes } from './codes';
import {
  failLoginAttempt,
  lockedMessage,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type LoginAttempt,
} from './login-attempt';
import {
  LOGIN_LIMITS,
  challengeReason,
  isRiskyIp,
  lockIfNeeded,
  recordAttempt,
  trust,
  trustState,
} from './login-guard';
import { maskEmail, maskPhone, middleDigits } from './mask';
import { findMemberByName, type AuthMember } from './members-auth';
import { authMessages } from '../messages/auth';
import { refuseExcludedDevice } from '../protection/restrictions';

type LoginInput = z.output<typeof auth.loginRequest>;

export function challengeData(m: Pick<AuthMember, 'phone' | 'email'>, needsDigits: boolean): DeviceChallenge {
  return {
    phoneNumber: maskPhone(m.phone),
    email: maskEmail(m.email),
    needPhoneDigits: needsDigits && m.phone !== '',
  };
}

/**
 * user/register and user/login (SPEC §3, §4, §8). Login's order: lock, rate limit, captcha, password, then device
 * and IP trust. The captcha is spent before the password is looked at, so a pass buys one
 * guess; a name without an account costs the same scrypt time as one with.
 */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly captchas: Captchas,
    private readonly codes: Codes,
  ) {}

  async login(input: LoginInput, client: ClientInfo): Promise<{ token: string; userId: string }> {
    const member = await findMemberByName(this.db, input.name);
    if (member && member.lockedMinutes > 0) {
      throw new ApiError(ErrorCode.AUTHENTICATION_LOCKED, lockedMessage(member.lockedMinutes));
    }
    const attempt = await reserveLoginAttempt(this.db, input.name, member?.id ?? null, client);
    try {
      return await this.checkedLogin(input, member, client, attempt);
    } finally {
      await releaseLoginAttempt(this.db, attempt);
    }
  }

  private async checkedLogin(
    input: LoginInput,
    member: AuthMember | null,
    client: ClientInfo,
    attempt: LoginAttempt,
  ) {
    if (input.sendCodeNum !== undefined)
      return this.deviceLogin(input, input.sendCodeNum, member, client, attempt);

    if (attempt.limited && input.kaptchcate !== 1)
      throw new ApiError(ErrorCode.GRAPHIC_VERIFICATION, authMessages.loginNeedsImageCaptcha);
    await this.checkCaptcha(input, member);

    await this.checkPassword(input, member, client, attempt);
    if (!member) throw new ApiError(ErrorCode.INVALID_CREDENTIALS);
    if (member.frozen) throw new ApiError(ErrorCode.CONTACT_CUSTOMER_SERVICE, authMessages.frozen);

    const reason = challengeReason(
      await trustState(this.db, member.id, client),
      member.inactive,
      await isRiskyIp(this.db, client.ip),
    );
    if (reason && (member.phone || member.email)) {
      const needsDigits = reason.needsDigits && member.phone !== '';
      await this.db.query(
        `INSERT INTO login_challenges (member_id, uuid, ip, reason, needs_digits, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 minute')`,
        [member.id, client.uuid, client.ip, reason.reason, needsDigits, LOGIN_LIMITS.challengeMinutes],
      );
      await recordAttempt(this.db, { name: input.name, memberId: member.id, client, result: 'challenge' });
      throw new ApiError(reason.reason, defaultMessages[reason.reason], challengeData(member, needsDigits));
    }
    return this.finish(member, client, input.name);
  }

  /** Name checks per IP: plenty for a player typing, too few to walk a list of names. */
  static readonly NAME_CHECK_WINDOWS = [
    { limit: 20, seconds: 60, message: authMessages.nameCheckTooFrequent },
    { limit: 200, seconds: 3600, message: authMessages.nameCheckTooFrequent },
  ] as const;

  /**
   * register/checkName: is the name free? Asked as the player types, before the slider.
   * @throws {ApiError} 6011 past NAME_CHECK_WINDOWS for the client's IP.
   */
  async nameAvailable(name: string, client: ClientInfo): Promise<{ available: boolean }> {
    await takeRateSlot(this.db, `check-name:${client.ip}`, AuthService.NAME_CHECK_WINDOWS);
    return { available: (await findMemberByName(this.db, name)) === null };
  }

  /** user/register: the captcha, then the member (6009 when the name is taken), trusted on this device. */
  async register(input: z.output<typeof auth.registerRequest>, client: ClientInfo, siteId: string) {
    if (input.kaptchcate === 0 && !(await this.captchas.useSliderPass(input.codeId))) {
      throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.sliderFirst);
    }
    if (input.kaptchcate === 1 && !(await this.captchas.checkImage(input.codeId, input.code))) {
      throw new ApiError(ErrorCode.GRAPHIC_VERIFICATION, authMessages.imageCaptchaWrong);
    }
    const taken = () => new ApiError(ErrorCode.DATA_EXISTS, authMessages.nameTaken);
    if (await findMemberByName(this.db, input.name)) throw taken();
    await refuseExcludedDevice(this.db, client.uuid);
    // Hash outside the transaction: 0.5 s of scrypt must not hold the database.
    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      id = await this.db.tx(async (q) => {
        const created = await createMember(q, {
          name: input.name,
          passwordMd5: input.password,
          passwordHash,
          siteId,
        });
        await q.query(
          'UPDATE members SET r_code = $2, i_code = $3, register_domain = $4, register_ip = $5 WHERE id = $1',
          [created, input.rCode ?? '', input.iCode ?? '', input.domain ?? '', client.ip],
        );
        await trust(q, created, client);
        return created;
      });
    } catch (error) {
      // Two registrations of one name at once: the unique index decides.
      if ((error as { code?: unknown }).code === '23505') throw taken();
      throw error;
    }
    return { userId: String(id), name: input.name, codeId: await this.captchas.issueAutoLogin(id) };
  }

  private async checkCaptcha(input: LoginInput, member: AuthMember | null): Promise<void> {
    if (input.kaptchcate === 0 && !(await this.captchas.useSliderPass(input.codeId))) {
      throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.sliderFirst);
    }
    if (input.kaptchcate === 1 && !(await this.captchas.checkImage(input.codeId, input.code))) {
      throw new ApiError(ErrorCode.GRAPHIC_VERIFICATION, authMessages.imageCaptchaWrong);
    }
    if (input.kaptchcate === 99 && !(await this.captchas.useAutoLogin(input.codeId, member?.id ?? 0))) {
      throw new ApiError(ErrorCode.RAPID_VERIFICATION, authMessages.sliderFirst);
    }
  }

  /** Resolves when the password is right; otherwise records the failure and throws 6002 or 6037. */
  private async checkPassword(
    input: LoginInput,
    member: AuthMember | null,
    client: ClientInfo,
    attempt: LoginAttempt,
  ): Promise<void> {
    if (member && (await verifyPassword(input.password, member.passwordHash))) {
      if (needsRehash(member.passwordHash)) {
        await this.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [
          member.id,
          await hashPassword(input.password),
        ]);
      }
      return;
    }
    if (!member) await burnPasswordCheck(input.password);
    await failLoginAttempt(this.db, attempt);
    if (member && (await lockIfNeeded(this.db, member.id, attempt.failuresBefore + 1))) {
      throw new ApiError(ErrorCode.AUTHENTICATION_LOCKED, lockedMessage(LOGIN_LIMITS.lockMinutes));
    }
    throw new ApiError(ErrorCode.INVALID_CREDENTIALS);
  }

  /**
   * The new-device dialog's login: the code sent by sendCode/one type 3, then (when the
   * challenge asks) the phone's 4 middle digits, then the password. No captcha: the code
   * was only sent after a captcha-checked login with the right password.
   */
  private async deviceLogin(
    input: LoginInput,
    sendCodeNum: string,
    member: AuthMember | null,
    client: ClientInfo,
    attempt: LoginAttempt,
  ) {
    if (!member) {
      await burnPasswordCheck(input.password);
      throw new ApiError(ErrorCode.INVALID_CREDENTIALS);
    }
    const [challenge] = await this.db.query<{ id: unknown; needs_digits: boolean }>(
      `SELECT id, needs_digits FROM login_challenges
        WHERE member_id = $1 AND uuid = $2 AND done_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
      [member.id, client.uuid],
    );
    if (!challenge) throw new ApiError(ErrorCode.AUTHENTICATION_CODE_EXPIRED, authMessages.challengeExpired);
    const code = await this.codes.check(
      { purpose: 'new_device', target: null, memberId: member.id, code: sendCodeNum },
      false,
    );
    if (challenge.needs_digits) {
      if (!input.phoneMiddle) {
        throw new ApiError(
          ErrorCode.PHONE_VERIFICATION_REQUIRED,
          authMessages.phoneMiddleDigits,
          challengeData(member, true),
        );
      }
      if (input.phoneMiddle !== middleDigits(member.phone)) {
        await this.codes.countAttempt(code.id);
        throw new ApiError(
          ErrorCode.PHONE_VERIFICATION_REQUIRED_2,
          authMessages.phoneWrong,
          challengeData(member, true),
        );
      }
    }
    await this.checkPassword(input, member, client, attempt);
    if (member.frozen) throw new ApiError(ErrorCode.CONTACT_CUSTOMER_SERVICE, authMessages.frozen);
    await this.codes.consume(code.id);
    await this.db.query('UPDATE login_challenges SET done_at = now() WHERE id = $1', [toInt(challenge.id)]);
    return this.finish(member, client, input.name);
  }

  /** A new random session (ASVS: new token on every login), this device and IP trusted from now on. */
  private async finish(member: AuthMember, client: ClientInfo, name: string) {
    const token = await this.db.tx(async (q) => {
      await trust(q, member.id, client);
      await q.query('UPDATE members SET last_login_at = now() WHERE id = $1', [member.id]);
      await recordAttempt(q, { name, memberId: member.id, client, result: 'ok' });
      return this.sessions.createSession(member.id, client.siteId ?? '1001', q);
    });
    return { token, userId: String(member.id) };
  }
}
