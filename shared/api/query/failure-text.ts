import { t } from '../../i18n';

/**
 * The one "text for a failed call": the server's Chinese message for a refusal (ApiError),
 * the client's own Chinese message for a lost or untrusted answer (NetworkError,
 * ResponseValidationError), a caller's own error's message, and 服务开小差了，请稍后再试
 * when there is none.
 */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('api.networkError');
}
