import type { Envelope } from '../../contract';
import { ApiError } from './api-error';

/**
 * Thrown when the server answers 6001 or HTTP 401 (SPEC §8 login expired). By the time a
 * caller sees it the client has already logged out locally, toasted 请重新登录 (when a
 * token existed) and emitted `login_expired`; callers usually just stop.
 */
export class LoginExpiredError extends ApiError {
  override name = 'LoginExpiredError';
  /** HTTP status of the answer (401, or 200 with status_code 6001). */
  readonly httpStatus: number;

  constructor(response: Envelope<unknown>, path: string, httpStatus: number) {
    super(response, path);
    this.httpStatus = httpStatus;
  }
}
