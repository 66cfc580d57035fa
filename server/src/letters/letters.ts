import { ErrorCode, memberLetters } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { letterText } from '../messages/letters';

type LetterType = memberLetters.LetterType;
/** The SPEC §3 letter categories (migration 001). */
export type LetterCategory =
  'brnotice' | 'bractivity' | 'brbulletin' | 'brmatch' | 'brfd' | 'notice' | 'activity' | 'fd';
const CATEGORIES: readonly LetterCategory[] = [
  'brnotice',
  'bractivity',
  'brbulletin',
  'brmatch',
  'brfd',
  'notice',
  'activity',
  'fd',
];

/**
 * Writes one letter to a member, in the caller's transaction, so the letter exists exactly
 * when the event that caused it (a credited deposit, a settled bet...) commits.
 */
export async function writeLetter(
  q: Queryable,
  memberId: number,
  category: LetterCategory,
  title: string,
  body: string,
): Promise<void> {
  await q.query('INSERT INTO letters (member_id, category, title, content) VALUES ($1, $2, $3, $4)', [
    memberId,
    category,
    title,
    body,
  ]);
}

/** A catalogue entry of letters/messages.ts as the (title, body) arguments of writeLetter. */
export const letterArgs = (text: { title: string; body: string }) => [text.title, text.body] as const;

/** Copies the site-wide notices this member does not have yet into their letters. */
export async function fanOutBroadcasts(q: Queryable, memberId: number): Promise<void> {
  await q.query(
    `INSERT INTO letters (member_id, category, title, content, broadcast_id, created_at)
     SELECT $1, b.category, b.title, b.content, b.id, b.created_at FROM site_broadcasts b
      WHERE NOT EXISTS (SELECT 1 FROM letters l WHERE l.member_id = $1 AND l.broadcast_id = b.id)
        -- No marketing to a member in a time-out or self-exclusion (issue 29), nor later for what was sent then:
        -- promotions (bractivity) and the match notices that invite bets (brmatch).
        AND NOT (b.category IN ('bractivity', 'brmatch') AND EXISTS (SELECT 1 FROM member_restrictions r
          WHERE r.member_id = $1 AND r.kind IN ('timeout', 'self_exclusion') AND r.lifted_at IS NULL
            AND r.starts_at <= greatest(now(), b.created_at) AND r.ends_at > least(now(), b.created_at)))
     ON CONFLICT DO NOTHING`,
    [memberId],
  );
}

/** A site-wide notice: every member sees it in the tab of its category. */
export async function broadcast(
  q: Queryable,
  category: Extract<LetterCategory, `br${string}`>,
  title: string,
  body: string,
): Promise<void> {
  await q.query('INSERT INTO site_broadcasts (category, title, content) VALUES ($1, $2, $3)', [
    category,
    title,
    body,
  ]);
}

export async function unreadCounts(
  q: Queryable,
  memberId: number,
): Promise<Record<`${LetterCategory}_count`, number>> {
  await fanOutBroadcasts(q, memberId);
  const rows = await q.query<{ category: LetterCategory; n: unknown }>(
    `SELECT category, count(*) AS n FROM letters WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL GROUP BY category`,
    [memberId],
  );
  const counts = Object.fromEntries(CATEGORIES.map((c) => [`${c}_count`, 0])) as Record<
    `${LetterCategory}_count`,
    number
  >;
  for (const row of rows) counts[`${row.category}_count`] = toInt(row.n);
  return counts;
}

function typeOf(category: string): LetterType {
  for (const type of memberLetters.LETTER_TYPES)
    if (memberLetters.LETTER_CATEGORIES_OF[type].includes(category)) return type;
  return 'system';
}

interface LetterRow {
  id: unknown;
  category: string;
  title: string;
  content: string;
  read_at: Date | null;
  broadcast_id: unknown;
  created_at: Date;
}

function view(row: LetterRow): memberLetters.Letter {
  return {
    id: String(toInt(row.id)),
    type: typeOf(row.category),
    title: row.title,
    content: row.content,
    read: row.read_at !== null,
    siteWide: row.broadcast_id !== null,
    createdAt: formatChinaTime(row.created_at),
  };
}

export async function listLetters(
  q: Queryable,
  memberId: number,
  type: LetterType | undefined,
  pageNum: number,
  pageSize: number,
) {
  await fanOutBroadcasts(q, memberId);
  const categories = type ? memberLetters.LETTER_CATEGORIES_OF[type] : CATEGORIES;
  const where = 'member_id = $1 AND deleted_at IS NULL AND category = ANY($2::text[])';
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM letters WHERE ${where}`, [
    memberId,
    categories,
  ]);
  const rows = await q.query<LetterRow>(
    `SELECT * FROM letters WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [memberId, categories, pageSize, (pageNum - 1) * pageSize],
  );
  return { list: rows.map(view), total: toInt(count?.n ?? 0), pageNum, pageSize };
}

/** @throws {ApiError} 6004 when the letter is not this member's (or deleted). */
export async function readLetter(q: Queryable, memberId: number, id: string): Promise<memberLetters.Letter> {
  const [row] = await q.query<LetterRow>(
    `UPDATE letters SET read_at = coalesce(read_at, now()) WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING *`,
    [id, memberId],
  );
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, letterText.notFound);
  return view(row);
}

/** All or nothing. @throws {ApiError} 6004 when any id is not a letter of this member. */
export async function deleteLetters(q: Queryable, memberId: number, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const [own] = await q.query<{ n: unknown }>(
    'SELECT count(*) AS n FROM letters WHERE id = ANY($1::bigint[]) AND member_id = $2 AND deleted_at IS NULL',
    [unique, memberId],
  );
  if (toInt(own?.n ?? 0) !== unique.length) throw new ApiError(ErrorCode.NOT_FOUND, letterText.notFound);
  await q.query('UPDATE letters SET deleted_at = now() WHERE id = ANY($1::bigint[]) AND member_id = $2', [
    unique,
    memberId,
  ]);
  return unique.length;
}

export async function readAll(q: Queryable, memberId: number, type: LetterType | undefined): Promise<number> {
  await fanOutBroadcasts(q, memberId);
  const categories = type ? memberLetters.LETTER_CATEGORIES_OF[type] : CATEGORIES;
  const rows = await q.query(
    `UPDATE letters SET read_at = now() WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL AND category = ANY($2::text[]) RETURNING id`,
    [memberId, categories],
  );
  return rows.length;
}
