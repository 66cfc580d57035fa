import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { memberAreaMessages } from '../messages/members';

/**
 * What one member may keep and send (issue 26 item 6): enough for an avatar and a few
 * feedbacks with 3 images each, far from the 100 MB in 1.6 s one member could store before.
 */
export const UPLOAD_LIMITS = {
  files: 20,
  bytes: 10 * 1024 * 1024,
  perMinute: 10,
  /** An upload that is no avatar or live feedback image is removed once this old. */
  orphanAfterMs: 3600_000,
} as const;

/**
 * Counts `size` bytes and one file against the member's quota in one conditional upsert (the
 * row lock orders parallel uploads). Run it in the upload's transaction.
 * @throws {ApiError} 6010 when the file would take the member over the quota.
 */
export async function reserveQuota(q: Queryable, memberId: number, size: number): Promise<void> {
  const rows =
    size > UPLOAD_LIMITS.bytes
      ? []
      : await q.query(
          `INSERT INTO upload_usage AS u (member_id, files, bytes) VALUES ($1, 1, $2)
           ON CONFLICT (member_id) DO UPDATE SET files = u.files + 1, bytes = u.bytes + $2
             WHERE u.files < $3 AND u.bytes + $2 <= $4
           RETURNING files`,
          [memberId, size, UPLOAD_LIMITS.files, UPLOAD_LIMITS.bytes],
        );
  if (rows.length === 0)
    throw new ApiError(
      ErrorCode.FILE_UPLOAD_FAILURE,
      memberAreaMessages.upload.quotaFull(UPLOAD_LIMITS.files, UPLOAD_LIMITS.bytes / 1024 / 1024),
    );
}
