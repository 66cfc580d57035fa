import { ApiError, NetworkError } from '@site/shared/api';
import { bt } from '../messages';

/** What a page shows for a failed call: the server's own message, else a plain sentence. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof NetworkError) return error.message;
  return bt('common.badResponse');
}
