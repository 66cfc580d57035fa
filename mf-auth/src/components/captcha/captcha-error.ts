import { failureText } from '@site/shared/api';
import { toast } from '@site/shared/ui';
import { CAPTCHA_ERROR_PREFIX } from './captcha-types';

/**
 * Toasts a captcha failure. The player sees the message alone (「拼图未对准，请重试」); the
 * SPEC §8 prefix (1 fetch, 2 validation, 6 slider) says where it failed, which is for the
 * log, so it goes to the console with the message.
 */
export function toastCaptchaError(kind: keyof typeof CAPTCHA_ERROR_PREFIX, error: unknown): void {
  const message = typeof error === 'string' ? error : failureText(error);
  console.warn(`[captcha ${CAPTCHA_ERROR_PREFIX[kind]}] ${message}`);
  toast.error(message);
}
