import { z } from 'zod';
import { IMAGE_CODE_MAX, NEW_DEVICE_CODE_LENGTH } from '../contract/limits';
import { message, tooLong } from './messages';

import { phoneMiddleDigits } from '../contract/form-fields';

export { phoneMiddleDigits };

const NEW_DEVICE_CODE = new RegExp(`^\\d{${NEW_DEVICE_CODE_LENGTH}}$`);

/** Input filter for digit-only fields: drops every non-digit and cuts to `maxLength`. */
export function digitsOnly(text: string, maxLength: number = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D+/g, '').slice(0, maxLength);
}

/**
 * The new-device verification code (SPEC §5): a code must have been requested first
 * (请先获取验证码), then exactly 6 digits.
 */
export function newDeviceCodeSchema(requested: boolean) {
  return z
    .string({ error: message('validation.codeRequired') })
    .refine(() => requested, { error: message('validation.codeNotRequested'), abort: true })
    .min(1, { error: message('validation.codeRequired'), abort: true })
    .regex(NEW_DEVICE_CODE, { error: message('validation.newDeviceCodeRule') });
}

/** The new-device dialog's form: the code of `newDeviceCodeSchema`. */
export function newDeviceCodeForm(requested: boolean) {
  return z.object({ code: newDeviceCodeSchema(requested) });
}

/** Login in the new-device dialog is enabled once a code was requested and 6 digits are entered. */
export function canSubmitNewDeviceCode(code: string, requested: boolean): boolean {
  return requested && NEW_DEVICE_CODE.test(code);
}

/** The image captcha: required (请输入验证码), at most 10 characters. */
export const imageCaptcha = z
  .string({ error: message('validation.codeRequired') })
  .trim()
  .min(1, { error: message('validation.codeRequired'), abort: true })
  .max(IMAGE_CODE_MAX, { error: tooLong(IMAGE_CODE_MAX) });

/** The safety sub-dialog of a new device: the 4 hidden middle digits of the bound phone. */
export const phoneDigitsForm = z.object({ digits: phoneMiddleDigits });
