import { ApiError } from '@site/shared/api';
import { t } from '@site/shared/i18n';

/** The text to show for a failed call: the server's message, else the generic network one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return t('api.networkError');
}
