import { defaultMessages, type StatusCode } from '@site/shared/contract';

/**
 * A business answer other than success. Thrown anywhere below a route, it becomes the
 * envelope `{status_code: code, data, message}` with HTTP 200 (SPEC §7), never a 500.
 */
export class ApiError extends Error {
  readonly code: StatusCode;
  readonly data: unknown;

  constructor(code: StatusCode, message?: string, data: unknown = null) {
    super(message ?? defaultMessages[code]);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Paths of the platform API (SPEC §7: /site/api/v1/..., /game/api/v1/...). Everything else, /game/sport included, is static files or the SPA. */
export const API_PATH = /^\/(site|fd|game|act|stream)\/api\//;

export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}
