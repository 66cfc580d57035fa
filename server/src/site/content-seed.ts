import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Queryable } from '../db/db';
import { HELP_CONTENT_DIR } from '../help/content';
import { parseFrontMatter } from '../help/front-matter';
import { SEED_AUTHOR, insertRevision, putLive } from './content-store';

/**
 * The shipped content as revision 1 of each item, published (issue 30 part 5), so a fresh
 * start shows players exactly what it did before the back office could edit it. Banners and
 * notices are read from their seeded rows; help articles from their Markdown files, kept raw
 * (figures as {{name}}, filled when compiled). An article no operator has written follows its
 * file: a deploy that changes the file publishes the new text as a new seeded revision.
 */
export async function seedContent(q: Queryable, dir = HELP_CONTENT_DIR): Promise<void> {
  await q.query(
    `WITH fresh AS (
       INSERT INTO content_revisions (kind, item_id, locale, fields, operator_name)
       SELECT 'banner', a.id::text, 'zh-CN',
              jsonb_build_object('kind', 'banner', 'title', a.title, 'linkType', a.link_type, 'link', a.link), $1
         FROM ads a WHERE a.position = 'banner' AND NOT EXISTS
              (SELECT 1 FROM content_revisions r WHERE r.kind = 'banner' AND r.item_id = a.id::text)
       UNION ALL
       SELECT 'notice', n.id::text, 'zh-CN',
              jsonb_build_object('kind', 'notice', 'type', n.type, 'title', n.title, 'content', n.content, 'top', n.top), $1
         FROM notices n WHERE NOT EXISTS
              (SELECT 1 FROM content_revisions r WHERE r.kind = 'notice' AND r.item_id = n.id::text)
       RETURNING id, kind, item_id, locale)
     INSERT INTO content_live (kind, item_id, locale, revision_id, published_by)
     SELECT kind, item_id, locale, id, $1 FROM fresh`,
    [SEED_AUTHOR],
  );
  await q.query(
    `INSERT INTO content_publications (revision_id, operator_name)
     SELECT l.revision_id, $1 FROM content_live l
      WHERE l.kind IN ('banner', 'notice') AND NOT EXISTS
            (SELECT 1 FROM content_publications p WHERE p.revision_id = l.revision_id)`,
    [SEED_AUTHOR],
  );
  for (const file of readdirSync(dir).filter((f) => extname(f) === '.md')) {
    await seedArticle(q, file, readFileSync(join(dir, file), 'utf8'));
  }
}

async function seedArticle(q: Queryable, file: string, source: string): Promise<void> {
  const { meta, body } = parseFrontMatter(source);
  const code = meta.code;
  if (!code) throw new Error(`${file}: front matter lacks code`);
  const fields = {
    kind: 'help' as const,
    title: meta.title ?? '',
    group: meta.group ?? '',
    order: Number(meta.order),
    description: meta.description ?? '',
    keywords: meta.keywords ?? '',
    markdown: body,
    updated: meta.updated ?? '',
  };
  const [state] = await q.query<{ operator_written: boolean; live_fields: unknown }>(
    `SELECT EXISTS (SELECT 1 FROM content_revisions WHERE kind = 'help' AND item_id = $1 AND operator_id IS NOT NULL)
              AS operator_written,
            (SELECT r.fields FROM content_live l JOIN content_revisions r ON r.id = l.revision_id
              WHERE l.kind = 'help' AND l.item_id = $1 AND l.locale = 'zh-CN') AS live_fields`,
    [code],
  );
  if (state?.operator_written) return;
  const live = typeof state?.live_fields === 'string' ? JSON.parse(state.live_fields) : state?.live_fields;
  if (live && sameFields(live as Record<string, unknown>, fields)) return;
  const author = { id: null, name: SEED_AUTHOR };
  const rev = await insertRevision(q, { kind: 'help', itemId: code, locale: 'zh-CN', fields }, author);
  await putLive(q, rev, author);
}

const sameFields = (a: Record<string, unknown>, b: Record<string, unknown>): boolean =>
  Object.keys(b).every((k) => a[k] === b[k]);
