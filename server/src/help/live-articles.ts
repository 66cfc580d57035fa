import type { HelpArticle } from '@site/shared/contract';
import type { backoffice } from '@site/shared/backoffice-contract';
import type { Locale } from '@site/shared/i18n';
import { toInt, type Queryable } from '../db/db';
import { formatChinaTime } from '../db/db';
import { compileArticle } from './content';

type HelpFields = Omit<backoffice.ContentFields & { kind: 'help' }, 'kind'> & { updated?: string };

/** One front-matter value on one line (a title cannot end the block or start a new key). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A help article from the fields of a revision, through the same compiler as the files
 * (figures filled, raw HTML escaped, links limited). `updated` is the file's date for a
 * seeded revision, the revision's own day otherwise.
 * @throws {Error} on an unknown {{figure}} or a bad field (the operator API checks before saving).
 */
export function compileFields(code: string, fields: HelpFields, written: Date): HelpArticle {
  const updated = fields.updated || formatChinaTime(written).slice(0, 10);
  const meta = [
    `code: ${code}`,
    `title: ${oneLine(fields.title)}`,
    `group: ${oneLine(fields.group)}`,
    `order: ${fields.order}`,
    `updated: ${updated}`,
    ...(fields.description ? [`description: ${oneLine(fields.description)}`] : []),
    ...(fields.keywords ? [`keywords: ${oneLine(fields.keywords)}`] : []),
  ];
  return compileArticle(`${code}.md`, `---\n${meta.join('\n')}\n---\n${fields.markdown}`);
}

interface Live {
  item_id: string;
  locale: Locale;
  revision_id: unknown;
  created_at: Date | string;
}

/** The zh-TW texts of an operator's 繁體 revision over the zh-CN article's fields. */
const TEXT_KEYS = ['title', 'group', 'description', 'keywords', 'markdown'] as const;

/**
 * The help articles players see: the live revision of each (migration 032), compiled once per
 * revision pair and kept. In zh-TW an article with a published 繁體 revision shows that text;
 * the others are the zh-CN article, which the envelope converts (messages/locale.ts).
 */
export function helpLibrary(db: Queryable): { articles: (locale: Locale) => Promise<HelpArticle[]> } {
  const compiled = new Map<string, HelpArticle>();
  const fieldsOf = new Map<number, HelpFields>();
  const load = async (ids: number[]) => {
    const missing = ids.filter((id) => !fieldsOf.has(id));
    if (missing.length === 0) return;
    const rows = await db.query<{ id: unknown; fields: unknown }>(
      `SELECT id, fields FROM content_revisions WHERE id = ANY($1::bigint[])`,
      [missing],
    );
    for (const r of rows) {
      const f = (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as HelpFields;
      fieldsOf.set(toInt(r.id), f);
    }
  };
  return {
    async articles(locale) {
      const live = await db.query<Live>(
        `SELECT l.item_id, l.locale, l.revision_id, r.created_at FROM content_live l
           JOIN content_revisions r ON r.id = l.revision_id WHERE l.kind = 'help' AND NOT EXISTS
                (SELECT 1 FROM content_withdrawn w WHERE w.kind = 'help' AND w.item_id = l.item_id)`,
      );
      await load(live.map((l) => toInt(l.revision_id)));
      const tw = new Map(live.filter((l) => l.locale === 'zh-TW').map((l) => [l.item_id, l]));
      const out: HelpArticle[] = [];
      for (const cn of live.filter((l) => l.locale === 'zh-CN')) {
        const over = locale === 'zh-TW' ? tw.get(cn.item_id) : undefined;
        const key = `${String(cn.revision_id)}:${over ? String(over.revision_id) : ''}`;
        let article = compiled.get(key);
        if (!article) {
          const base = fieldsOf.get(toInt(cn.revision_id));
          if (!base) continue;
          const extra = over ? fieldsOf.get(toInt(over.revision_id)) : undefined;
          const merged: HelpFields = { ...base };
          if (extra) for (const k of TEXT_KEYS) merged[k] = extra[k];
          const written = new Date((over ?? cn).created_at);
          article = compileFields(cn.item_id, merged, written);
          compiled.set(key, article);
        }
        out.push(article);
      }
      return out.sort((a, b) => a.order - b.order || a.code.localeCompare(b.code));
    },
  };
}
