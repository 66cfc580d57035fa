import { z } from 'zod';
import { emailSchema, verificationCode } from '../contract/form-fields';
import { phoneSchema } from './forgot-password';
import { message } from './messages';

/** The code of a binding: required (请输入验证码), then only once one was requested (请先获取验证码). */
export function bindCode(requested: boolean) {
  return verificationCode.refine(() => requested, { error: message('validation.codeNotRequested') });
}

/**
 * 绑定手机 (mf-member): the number against the chosen area's regex (请输入正确的手机号码),
 * default mainland China, and the code sent to it. @throws {SyntaxError} as `phoneSchema`.
 */
export function phoneBindForm(regexSource: string | undefined, requested: boolean) {
  return z.object({ phone: phoneSchema(regexSource), code: bindCode(requested) });
}

/** The address of 绑定邮箱 as typed, trimmed (请输入邮箱, 请输入正确的邮箱). */
export const emailBindAddress = z.string().trim().pipe(emailSchema);

/** 绑定邮箱 (mf-member): the address and the code sent to it. */
export function emailBindForm(requested: boolean) {
  return z.object({ email: emailBindAddress, code: bindCode(requested) });
}
