import { t } from '../../i18n';

/**
 * Thrown when an answer arrived but cannot be trusted: the body is not an envelope, the
 * safe-switch ciphertext does not decrypt, or a 6000 `data` does not match the endpoint's
 * response schema. It means the client and server disagree on the contract; `issues`
 * says where, the message stays user-facing.
 */
export class ResponseValidationError extends Error {
  override name = 'ResponseValidationError';
  readonly path: string;
  /** Zod issues of the mismatch, or a one-line reason when no schema was involved. */
  readonly issues: readonly unknown[];

  constructor(path: string, issues: readonly unknown[], cause?: unknown) {
    super(t('api.badResponse'), { cause });
    this.path = path;
    this.issues = issues;
  }
}
