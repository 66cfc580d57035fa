import { t } from '../../i18n';

/**
 * The one "text for a failed call": the server's Chinese message for a refusal (ApiError),
 * the client's own user-facing message for a lost or untrusted answer (NetworkError,
 * ResponseValidationError, both in Chinese), else 服务开小差了，请稍后再试.
 */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('api.networkError');
}
