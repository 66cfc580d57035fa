import { t } from '@site/shared/i18n';
import { toast } from '@site/shared/ui';
import { errorMessage } from '../../lib/error-message';
import { CAPTCHA_ERROR_PREFIX } from './captcha-types';

/** Toasts a captcha failure with its SPEC §8 prefix. */
export function toastCaptchaError(kind: keyof typeof CAPTCHA_ERROR_PREFIX, error: unknown): void {
  const message = typeof error === 'string' ? error : errorMessage(error);
  toast.error(t('auth.captcha.error', { prefix: CAPTCHA_ERROR_PREFIX[kind], message }));
}
