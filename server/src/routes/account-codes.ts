import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, account } from '@site/shared/contract';
import type { z } from 'zod';
import { clientOf } from '../auth/client-info';
import type { Captchas } from '../auth/captchas';
import { codeSessionKey } from '../auth/code-session';
import type { CodeChannel, Codes } from '../auth/codes';
import { failLoginAttempt, releaseLoginAttempt, reserveLoginAttempt } from '../auth/login-attempt';
import { maskEmail, maskPhone } from '../auth/mask';
import {
  boundElsewhere,
  findMemberByName,
  openChallengeId,
  revokeOtherSessions,
  setPasswordHash,
  type AuthMember,
} from '../auth/members-auth';
import { emailOf, phoneOf, plainOrV2 } from '../auth/targets';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { memberRoute, route } from '../http/route';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { SessionStore } from '../session/sessions';
import { securityMessages } from '../messages/security';
import { accountMessages } from '../messages/account';

const CHANNELS: Record<0 | 1 | 2, CodeChannel> = { 0: 'sms', 1: 'email', 2: 'voice' };
type SendInput = z.output<typeof account.sendCodeOne.request>;

function masked(channel: CodeChannel, target: string): string {
  return channel === 'email' ? maskEmail(target) : maskPhone(target);
}

function notFrozen(m: AuthMember): AuthMember {
  if (m.frozen) throw new ApiError(ErrorCode.CONTACT_CUSTOMER_SERVICE, accountMessages.frozen);
  return m;
}

/** The member of a forgot-password form: the name and its bound phone / e-mail must match (6004). */
async function memberByPhone(
  db: Db,
  name: string,
  phone: string,
  areaCode?: string,
): Promise<{ member: AuthMember; phone: string }> {
  const digits = await phoneOf(db, phone, areaCode);
  const member = await findMemberByName(db, name);
  if (!member || member.phone !== digits)
    throw new ApiError(ErrorCode.NOT_FOUND, accountMessages.nameOrPhoneMismatch);
  return { member: notFrozen(member), phone: digits };
}

async function memberByEmail(
  db: Db,
  name: string,
  email: string,
): Promise<{ member: AuthMember; email: string }> {
  const target = emailOf(email);
  const member = await findMemberByName(db, name);
  if (!member || member.email.toLowerCase() !== target)
    throw new ApiError(ErrorCode.NOT_FOUND, accountMessages.nameOrEmailMismatch);
  return { member: notFrozen(member), email: target };
}

export interface CodeRouteOptions {
  /** Require a captcha on every code send (6021 without one): on except where a caller cannot answer it yet. */
  codeSendCaptcha: boolean;
}

/**
 * sendCode/one and two (SPEC §3 payload) and the forgot-password steps. Every send spends a
 * captcha first (6021 without a valid one) and goes through `Codes.issue` (60 s per target:
 * 6066; caps per target, IP, account and session: 6034 / 6011) to the simulated sender.
 */
export function accountCodeRoutes(
  app: FastifyInstance,
  db: Db,
  sessions: SessionStore,
  codes: Codes,
  captchas: Captchas,
  options: CodeRouteOptions,
): void {
  const requireCaptcha = async (input: SendInput): Promise<void> => {
    if (!options.codeSendCaptcha) return;
    if (!(await captchas.useForCodeSend(input.kaptchcate, input.captchaId, input.imageCode)))
      throw new ApiError(ErrorCode.GRAPHIC_VERIFICATION, securityMessages.codeNeedsCaptcha);
  };

  /** Guests: type 2 to the phone / e-mail the name is bound to, type 3 after a new-device login. */
  route(app, account.sendCodeOne, async (input, request) => {
    const name = plainOrV2(request, input.SendName, input.sendNameV2);
    if (!name) throw new ApiError(ErrorCode.INVALID_PARAMETER, accountMessages.nameMissing);
    if (input.type === 1) throw new ApiError(ErrorCode.INVALID_PARAMETER, accountMessages.bindCodeNeedsLogin);
    await requireCaptcha(input);
    const channel = CHANNELS[input.cate];
    const client = clientOf(request);
    if (input.type === 2) {
      const num = plainOrV2(request, input.SendCodeNum, input.sendCodeNumV2) ?? '';
      const found =
        channel === 'email'
          ? { member: (await memberByEmail(db, name, num)).member, target: emailOf(num) }
          : await memberByPhone(db, name, num, input.areaCode).then((r) => ({
              member: r.member,
              target: r.phone,
            }));
      const sent = await codes.issue({
        purpose: 'reset',
        channel,
        target: found.target,
        memberId: found.member.id,
        ip: client.ip,
      });
      return { target: masked(channel, found.target), ...sent };
    }
    return sendNewDeviceCode(db, codes, request, input, name);
  });

  /** Members: type 1 to a new phone / e-mail to bind, type 2 to the bound one (password change). */
  memberRoute(app, sessions, account.sendCodeTwo, async (input, m, request) => {
    if (input.type === 3) throw new ApiError(ErrorCode.INVALID_PARAMETER, accountMessages.deviceCodeNoLogin);
    await requireCaptcha(input);
    const channel = CHANNELS[input.cate];
    const num = plainOrV2(request, input.SendCodeNum, input.sendCodeNumV2) ?? '';
    let target: string;
    if (input.type === 1) {
      target = channel === 'email' ? emailOf(num) : await phoneOf(db, num, input.areaCode);
      await assertBindable(
        db,
        m.id,
        channel === 'email' ? 'email' : 'phone',
        target,
        channel === 'email' ? m.email : m.phone,
      );
    } else {
      target = channel === 'email' ? m.email.toLowerCase() : m.phone;
      if (!target)
        throw new ApiError(
          channel === 'email' ? ErrorCode.INVALID_PARAMETER : ErrorCode.UNBOUND_PHONE,
          channel === 'email' ? accountMessages.bindEmailFirst : accountMessages.bindPhoneFirst,
        );
    }
    const sent = await codes.issue({
      purpose: input.type === 1 ? 'bind' : 'reset',
      channel,
      target,
      memberId: m.id,
      ip: clientOf(request).ip,
      session: codeSessionKey(m.token),
    });
    return { target: masked(channel, target), ...sent };
  });

  route(app, account.forgetByPhoneOne, async (input) => {
    const { phone } = await memberByPhone(db, input.name, input.phone, input.areaCode);
    return { target: maskPhone(phone) };
  });
  route(app, account.forgetByPhoneTwo, async (input) => {
    const { member, phone } = await memberByPhone(db, input.name, input.phone, input.areaCode);
    await codes.check({ purpose: 'reset', target: phone, memberId: member.id, code: input.code }, false);
    return null;
  });
  route(app, account.forgetByPhoneThree, async (input) => {
    const { member, phone } = await memberByPhone(db, input.name, input.phone, input.areaCode);
    await resetPassword(db, codes, member.id, phone, input.code, input.password);
    return null;
  });

  route(app, account.forgetByEmailOne, async (input) => {
    const { email } = await memberByEmail(db, input.name, input.email);
    return { target: maskEmail(email) };
  });
  route(app, account.forgetByEmailTwo, async (input) => {
    const { member, email } = await memberByEmail(db, input.name, input.email);
    await codes.check({ purpose: 'reset', target: email, memberId: member.id, code: input.code }, false);
    return null;
  });
  route(app, account.forgetByEmailThree, async (input) => {
    const { member, email } = await memberByEmail(db, input.name, input.email);
    await resetPassword(db, codes, member.id, email, input.code, input.password);
    return null;
  });
}

/** Type 3: only while a new-device challenge of this device is open, and with the right password (codeId = its md5). */
async function sendNewDeviceCode(
  db: Db,
  codes: Codes,
  request: FastifyRequest,
  input: SendInput,
  name: string,
) {
  const client = clientOf(request);
  const member = await findMemberByName(db, name);
  if (!member) throw new ApiError(ErrorCode.INVALID_CREDENTIALS);
  if ((await openChallengeId(db, member.id, client.uuid)) === null)
    throw new ApiError(ErrorCode.AUTHENTICATION_CODE_EXPIRED, accountMessages.verificationExpired);
  const md5 = (plainOrV2(request, input.codeId, input.codeIdV2) ?? '').toLowerCase();
  // The password here is a login guess like any other: reserved before the hash, counted when wrong.
  const attempt = await reserveLoginAttempt(db, name, member.id, client);
  try {
    if (!/^[0-9a-f]{32}$/.test(md5) || !(await verifyPassword(md5, member.passwordHash))) {
      await failLoginAttempt(db, attempt);
      throw new ApiError(ErrorCode.INVALID_CREDENTIALS);
    }
  } finally {
    await releaseLoginAttempt(db, attempt);
  }
  const channel = CHANNELS[input.cate];
  const target = channel === 'email' ? member.email.toLowerCase() : member.phone;
  if (!target)
    throw new ApiError(
      channel === 'email' ? ErrorCode.INVALID_PARAMETER : ErrorCode.UNBOUND_PHONE,
      channel === 'email' ? accountMessages.noEmailUsePhone : accountMessages.noPhoneUseEmail,
    );
  const sent = await codes.issue({
    purpose: 'new_device',
    channel,
    target,
    memberId: member.id,
    ip: client.ip,
  });
  return { target: masked(channel, target), ...sent };
}

/** 6009 when the member already has one, or another member uses `target`. */
export async function assertBindable(
  db: Db,
  memberId: number,
  field: 'phone' | 'email',
  target: string,
  current: string,
): Promise<void> {
  const label = accountMessages.bindLabel[field === 'phone' ? 'phone' : 'email'];
  if (current) throw new ApiError(ErrorCode.DATA_EXISTS, accountMessages.alreadyBound(label));
  if (await boundElsewhere(db, field, target, memberId))
    throw new ApiError(ErrorCode.DATA_EXISTS, accountMessages.boundElsewhere(label));
}

/**
 * Sets a new password after a reset code: the code is checked before the slow hash and
 * spent in the same transaction as the change; every session ends and a lock lifts.
 */
export async function resetPassword(
  db: Db,
  codes: Codes,
  memberId: number,
  target: string,
  code: string,
  passwordMd5: string,
  keepToken: string | null = null,
): Promise<void> {
  const checked = await codes.check({ purpose: 'reset', target, memberId, code }, false);
  const hash = await hashPassword(passwordMd5);
  await db.tx(async (q) => {
    await codes.consume(checked.id, q);
    await setPasswordHash(q, memberId, hash);
    await revokeOtherSessions(q, memberId, keepToken);
  });
}
