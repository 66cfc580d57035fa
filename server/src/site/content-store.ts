import type { backoffice } from '@site/shared/backoffice-contract';
import { toInt, type Queryable } from '../db/db';
import { drawnPictureUrl } from '../drawn-pictures';

type ContentKind = backoffice.ContentKind;
type ContentLocale = backoffice.ContentLocale;

/**
 * Revisions of the site's editable content (migration 032): banners, notices and help
 * articles, per language. A revision is never changed; `content_live` names the one players
 * see. Publishing a zh-CN banner or notice also writes the row of `ads` / `notices` that the
 * player API, the first screen and the drawn banner pictures read, in the same transaction.
 */
export interface RevisionRow {
  id: number;
  kind: ContentKind;
  itemId: string;
  locale: ContentLocale;
  fields: backoffice.ContentFields & { updated?: string };
  authorName: string;
  createdAt: Date;
}

interface DbRevision {
  id: unknown;
  kind: ContentKind;
  item_id: string;
  locale: ContentLocale;
  fields: unknown;
  operator_name: string;
  created_at: Date | string;
}

const COLUMNS = 'r.id, r.kind, r.item_id, r.locale, r.fields, r.operator_name, r.created_at';

const toRow = (r: DbRevision): RevisionRow => ({
  id: toInt(r.id),
  kind: r.kind,
  itemId: r.item_id,
  locale: r.locale,
  fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as RevisionRow['fields'],
  authorName: r.operator_name,
  createdAt: new Date(r.created_at),
});

/** The name a seeded revision is written and published by (no operator). */
export const SEED_AUTHOR = '初始内容';

/** The live revisions of a kind in one language. */
export async function liveRevisions(
  q: Queryable,
  kind: ContentKind,
  locale: ContentLocale,
): Promise<RevisionRow[]> {
  const rows = await q.query<DbRevision>(
    `SELECT ${COLUMNS} FROM content_live l JOIN content_revisions r ON r.id = l.revision_id
      WHERE l.kind = $1 AND l.locale = $2 AND NOT EXISTS
            (SELECT 1 FROM content_withdrawn w WHERE w.kind = l.kind AND w.item_id = l.item_id)`,
    [kind, locale],
  );
  return rows.map(toRow);
}

export async function findRevision(q: Queryable, id: number): Promise<RevisionRow | null> {
  const [row] = await q.query<DbRevision>(`SELECT ${COLUMNS} FROM content_revisions r WHERE r.id = $1`, [id]);
  return row ? toRow(row) : null;
}

/** Every revision of an item (both languages), newest first. */
export async function itemRevisions(q: Queryable, kind: ContentKind, itemId: string): Promise<RevisionRow[]> {
  const rows = await q.query<DbRevision>(
    `SELECT ${COLUMNS} FROM content_revisions r WHERE r.kind = $1 AND r.item_id = $2 ORDER BY r.id DESC LIMIT 400`,
    [kind, itemId],
  );
  return rows.map(toRow);
}

/** Newest revision and live revision of every item and language of a kind. */
export async function itemHeads(
  q: Queryable,
  kind: ContentKind,
): Promise<{ itemId: string; locale: ContentLocale; latest: RevisionRow; liveId: number | null }[]> {
  const rows = await q.query<DbRevision & { live_id: unknown }>(
    `SELECT ${COLUMNS}, l.revision_id AS live_id FROM content_revisions r
       LEFT JOIN content_live l ON l.kind = r.kind AND l.item_id = r.item_id AND l.locale = r.locale
      WHERE r.kind = $1 AND r.id = (SELECT max(x.id) FROM content_revisions x
                                     WHERE x.kind = r.kind AND x.item_id = r.item_id AND x.locale = r.locale)`,
    [kind],
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    locale: r.locale,
    latest: toRow(r),
    liveId: r.live_id === null ? null : toInt(r.live_id),
  }));
}

export async function liveOf(
  q: Queryable,
  kind: ContentKind,
  itemId: string,
  locale: ContentLocale,
  lock = false,
): Promise<number | null> {
  const [row] = await q.query<{ revision_id: unknown }>(
    `SELECT revision_id FROM content_live WHERE kind = $1 AND item_id = $2 AND locale = $3${lock ? ' FOR UPDATE' : ''}`,
    [kind, itemId, locale],
  );
  return row ? toInt(row.revision_id) : null;
}

/** Publications of these revisions, newest first. */
export async function publicationsOf(
  q: Queryable,
  ids: number[],
): Promise<{ revisionId: number; operatorName: string; at: Date }[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ revision_id: unknown; operator_name: string; published_at: Date | string }>(
    `SELECT revision_id, operator_name, published_at FROM content_publications
      WHERE revision_id = ANY($1::bigint[]) ORDER BY id DESC`,
    [ids],
  );
  return rows.map((r) => ({
    revisionId: toInt(r.revision_id),
    operatorName: r.operator_name,
    at: new Date(r.published_at),
  }));
}

export async function insertRevision(
  q: Queryable,
  r: { kind: ContentKind; itemId: string; locale: ContentLocale; fields: object },
  author: { id: number | null; name: string },
): Promise<RevisionRow> {
  const [row] = await q.query<DbRevision>(
    `INSERT INTO content_revisions AS r (kind, item_id, locale, fields, operator_id, operator_name)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING ${COLUMNS}`,
    [r.kind, r.itemId, r.locale, JSON.stringify(r.fields), author.id, author.name],
  );
  if (!row) throw new Error('content revision not inserted');
  return toRow(row);
}

/** Puts `rev` live for players: the pointer, the publication record and (zh-CN) the player's row. */
export async function putLive(
  q: Queryable,
  rev: RevisionRow,
  by: { id: number | null; name: string },
): Promise<void> {
  await q.query(
    `INSERT INTO content_live (kind, item_id, locale, revision_id, published_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (kind, item_id, locale)
     DO UPDATE SET revision_id = EXCLUDED.revision_id, published_by = EXCLUDED.published_by, published_at = now()`,
    [rev.kind, rev.itemId, rev.locale, rev.id, by.name],
  );
  await q.query(
    `INSERT INTO content_publications (revision_id, operator_id, operator_name) VALUES ($1, $2, $3)`,
    [rev.id, by.id, by.name],
  );
  if (rev.locale === 'zh-CN') await project(q, rev);
}

/** The zh-CN live revision of a banner or notice, written where the player API reads it. */
async function project(q: Queryable, rev: RevisionRow): Promise<void> {
  const f = rev.fields;
  const id = Number(rev.itemId);
  if (f.kind === 'banner') {
    await q.query(
      `INSERT INTO ads (id, position, title, image_url, link_type, link, sort)
       VALUES ($1, 'banner', $2, $3, $4, $5, (SELECT coalesce(max(sort), 0) + 1 FROM ads))
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, link_type = EXCLUDED.link_type, link = EXCLUDED.link`,
      [id, f.title, drawnPictureUrl('banners', id), f.linkType, f.link],
    );
  } else if (f.kind === 'notice') {
    await q.query(
      `INSERT INTO notices (id, type, title, content, publish_time, top) VALUES ($1, $2, $3, $4, now(), $5)
       ON CONFLICT (id) DO UPDATE SET type = EXCLUDED.type, title = EXCLUDED.title,
         content = EXCLUDED.content, top = EXCLUDED.top`,
      [id, f.type, f.title, f.content, f.top],
    );
  }
}

/** Who took the item down and when (migration 034), or null while players see it. */
export async function withdrawalOf(
  q: Queryable,
  kind: ContentKind,
  itemId: string,
  lock = false,
): Promise<{ at: Date; by: string } | null> {
  if (lock) await q.query(`SELECT pg_advisory_xact_lock(20003204, hashtext($1))`, [`${kind}/${itemId}`]);
  const [row] = await q.query<{ withdrawn_at: Date | string; withdrawn_by: string }>(
    `SELECT withdrawn_at, withdrawn_by FROM content_withdrawn WHERE kind = $1 AND item_id = $2`,
    [kind, itemId],
  );
  return row ? { at: new Date(row.withdrawn_at), by: row.withdrawn_by } : null;
}

/** Items of a kind players do not see (taken down). */
export async function withdrawnItems(q: Queryable, kind: ContentKind): Promise<Set<string>> {
  const rows = await q.query<{ item_id: string }>(`SELECT item_id FROM content_withdrawn WHERE kind = $1`, [
    kind,
  ]);
  return new Set(rows.map((r) => r.item_id));
}

/**
 * Takes an item down for players (`withdrawn`) or puts it back: the marker and, for a banner
 * or notice, the switch of the row the player API reads. Revisions and live pointers stay.
 */
export async function setWithdrawn(
  q: Queryable,
  kind: ContentKind,
  itemId: string,
  withdrawn: boolean,
  by: string,
): Promise<void> {
  if (withdrawn)
    await q.query(`INSERT INTO content_withdrawn (kind, item_id, withdrawn_by) VALUES ($1, $2, $3)`, [
      kind,
      itemId,
      by,
    ]);
  else await q.query(`DELETE FROM content_withdrawn WHERE kind = $1 AND item_id = $2`, [kind, itemId]);
  if (kind === 'help') return;
  await q.query(`UPDATE ${kind === 'banner' ? 'ads' : 'notices'} SET enabled = $2 WHERE id = $1`, [
    Number(itemId),
    !withdrawn,
  ]);
}

/** A fresh id for a new banner or notice: above every row and every revision of the kind. */
export async function nextItemId(q: Queryable, kind: 'banner' | 'notice'): Promise<string> {
  await q.query(`SELECT pg_advisory_xact_lock(20003203, $1)`, [kind === 'banner' ? 1 : 2]);
  const table = kind === 'banner' ? 'ads' : 'notices';
  const [row] = await q.query<{ next: unknown }>(
    `SELECT greatest((SELECT coalesce(max(id), 0) FROM ${table}),
       (SELECT coalesce(max(item_id::bigint), 0) FROM content_revisions WHERE kind = $1)) + 1 AS next`,
    [kind],
  );
  return String(toInt(row?.next));
}
