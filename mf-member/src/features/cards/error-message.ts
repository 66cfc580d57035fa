import { t } from '@site/shared/i18n';

/** The text to show for a failed call: the server's message (ApiError), else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return t('api.networkError');
}
