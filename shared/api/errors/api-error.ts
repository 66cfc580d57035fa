import type { Envelope } from '../../contract';

/**
 * Thrown (as a rejection) when the platform answers with a `status_code` other than 6000
 * that the client does not handle itself (SPEC §8 "other statuses reject with the
 * response"). Also the base class of `LoginExpiredError` and `ChallengeError`, so one
 * `instanceof ApiError` catches every answer of the server.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The envelope's `status_code`, e.g. 6002. */
  readonly statusCode: number;
  /** The envelope's `data` (decrypted on the safe switch), e.g. `{ phoneNumber }` of a new-device login. */
  readonly data: unknown;
  /** The whole envelope as received (data decrypted). */
  readonly response: Envelope<unknown>;
  /** Path of the endpoint called, without the safe prefix. */
  readonly path: string;

  constructor(response: Envelope<unknown>, path: string) {
    super(response.message);
    this.statusCode = response.status_code;
    this.data = response.data;
    this.response = response;
    this.path = path;
  }
}
