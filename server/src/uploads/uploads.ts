import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, memberLetters } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { takeRateSlot } from '../http/rate-limit';
import { memberAreaMessages } from '../messages/members';
import { UPLOAD_LIMITS, reserveQuota } from './quota';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** The type a file really is, from its first bytes; the name and the client's word count for nothing. */
export function sniffImage(bytes: Buffer): ImageMime | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const uploadText = memberAreaMessages.upload;

/**
 * Stores images in `dir` (under the server's data folder, never the web root), one file
 * per upload named by a random id, owned by one member.
 */
export function uploadStore(dir: string) {
  return {
    dir,

    /**
     * Stores one image for `memberId` within the member's rate limit and quota (uploads/quota.ts).
     * The row, the counters and the file go together: a refusal stores nothing, and a file whose
     * transaction did not commit is swept by the cleanup job.
     * @throws {ApiError} 6007 when the bytes are not a PNG/JPEG/WebP of at most 5 MB, 6011 over
     * the rate limit, 6010 when the member's quota is full.
     */
    async save(db: Db, memberId: number, base64: string): Promise<{ id: string; mime: ImageMime }> {
      const clean = base64.replace(/^data:[^,]{0,100},/, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(clean))
        throw new ApiError(ErrorCode.INVALID_PARAMETER, uploadText.badData);
      const bytes = Buffer.from(clean, 'base64');
      if (bytes.length === 0) throw new ApiError(ErrorCode.INVALID_PARAMETER, uploadText.badData);
      if (bytes.length > memberLetters.MAX_UPLOAD_BYTES)
        throw new ApiError(ErrorCode.INVALID_PARAMETER, uploadText.tooBig);
      const mime = sniffImage(bytes);
      if (!mime) throw new ApiError(ErrorCode.INVALID_PARAMETER, uploadText.notImage);
      const id = randomBytes(16).toString('hex');
      await mkdir(dir, { recursive: true });
      await db.tx(async (q) => {
        await takeRateSlot(q, `upload:${memberId}`, [
          {
            limit: UPLOAD_LIMITS.perMinute,
            seconds: 60,
            message: uploadText.tooFrequent(1),
          },
        ]);
        await reserveQuota(q, memberId, bytes.length);
        await q.query('INSERT INTO uploads (id, member_id, mime, size_bytes) VALUES ($1, $2, $3, $4)', [
          id,
          memberId,
          mime,
          bytes.length,
        ]);
        await writeFile(join(dir, id), bytes, { mode: 0o600 });
      });
      return { id, mime };
    },

    /** @throws {ApiError} 6004 for an id that is not this member's (another's looks the same as none). */
    async load(q: Queryable, memberId: number, id: string): Promise<{ mime: ImageMime; bytes: Buffer }> {
      const [row] = await q.query<{ mime: ImageMime }>(
        'SELECT mime FROM uploads WHERE id = $1 AND member_id = $2',
        [id, memberId],
      );
      if (!row) throw new ApiError(ErrorCode.NOT_FOUND, uploadText.notFound);
      return { mime: row.mime, bytes: await readFile(join(dir, id)) };
    },

    /**
     * An upload that is some member's current avatar, for the avatar image URL: the header shows
     * it with a plain <img> (no token header), so only avatars in use are served this way; feedback
     * images stay owner-only through load(). null for anything else.
     */
    async loadAvatar(q: Queryable, id: string): Promise<{ mime: ImageMime; bytes: Buffer } | null> {
      if (!/^[a-f0-9]{32}$/.test(id)) return null;
      const [row] = await q.query<{ mime: ImageMime }>(
        `SELECT u.mime FROM uploads u WHERE u.id = $1 AND EXISTS (SELECT 1 FROM members m WHERE m.id = u.member_id AND m.avatar = 'upload:' || u.id)`,
        [id],
      );
      return row ? { mime: row.mime, bytes: await readFile(join(dir, id)) } : null;
    },

    /**
     * Whether every id is this member's upload. Run it in the transaction that makes them an
     * avatar or a feedback image: the rows stay locked (FOR SHARE) until it commits, so the
     * cleanup job cannot remove a file that is becoming someone's.
     */
    async owns(q: Queryable, memberId: number, ids: string[]): Promise<boolean> {
      if (ids.length === 0) return true;
      const unique = [...new Set(ids)];
      const rows = await q.query(
        'SELECT id FROM uploads WHERE id = ANY($1::text[]) AND member_id = $2 FOR SHARE',
        [unique, memberId],
      );
      return rows.length === unique.length;
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;

/**
 * Uploads sit beside the PGlite folder (`<dataDir>-uploads`), under the server's data
 * folder and never under a folder the static routes serve; `memory://` databases get a
 * temp folder.
 */
export function uploadsDirOf(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return join(tmpdir(), `site-uploads-${process.pid}`);
  return `${dataDir.replace(/[\\/]+$/, '')}-uploads`;
}
