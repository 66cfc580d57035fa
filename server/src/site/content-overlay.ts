import type { Locale } from '@site/shared/i18n';
import type { Queryable } from '../db/db';
import { findRevision, liveOf, liveRevisions } from './content-store';
import type { AdRow, NoticePage } from './site-repository';

/**
 * An operator's published 繁體 text wins over the derived one (issue 30 part 5): in zh-TW,
 * a banner or notice with a live zh-TW revision shows that revision's title (and content);
 * the others stay zh-CN here and are converted by the envelope (messages/locale.ts).
 */
async function twTexts(q: Queryable, kind: 'banner' | 'notice') {
  const rows = await liveRevisions(q, kind, 'zh-TW');
  return new Map(rows.map((r) => [r.itemId, r.fields]));
}

export async function localizedAds(q: Queryable, ads: AdRow[], locale: Locale): Promise<AdRow[]> {
  if (locale !== 'zh-TW' || !ads.some((a) => a.position === 'banner')) return ads;
  const tw = await twTexts(q, 'banner');
  return ads.map((ad) => {
    const f = ad.position === 'banner' ? tw.get(String(ad.id)) : undefined;
    return f?.kind === 'banner' ? { ...ad, title: f.title } : ad;
  });
}

export async function localizedNotices(q: Queryable, page: NoticePage, locale: Locale): Promise<NoticePage> {
  if (locale !== 'zh-TW' || page.list.length === 0) return page;
  const tw = await twTexts(q, 'notice');
  return {
    ...page,
    list: page.list.map((n) => {
      const f = tw.get(String(n.id));
      return f?.kind === 'notice' ? { ...n, title: f.title, content: f.content } : n;
    }),
  };
}

/** The title an operator wrote for the banner's live 繁體 revision, or null (then the 简体 one is converted). */
export async function twBannerTitle(q: Queryable, id: number): Promise<string | null> {
  const live = await liveOf(q, 'banner', String(id), 'zh-TW');
  const rev = live === null ? null : await findRevision(q, live);
  return rev?.fields.kind === 'banner' ? rev.fields.title : null;
}
