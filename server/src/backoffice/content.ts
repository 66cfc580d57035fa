import { ErrorCode } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, type Queryable } from '../db/db';
import { PAGES_CONTENT_DIR, loadArticles } from '../help/content';
import { compileFields } from '../help/live-articles';
import { ApiError } from '../http/api-error';
import {
  findRevision,
  insertRevision,
  itemHeads,
  itemRevisions,
  liveOf,
  nextItemId,
  publicationsOf,
  putLive,
  setWithdrawn,
  withdrawalOf,
  withdrawnItems,
  type RevisionRow,
} from '../site/content-store';
import { writeAudit, type Actor } from './audit';

/** Codes of the text pages (shared/content/pages) that `help/article` also answers: not for a new article. */
const TEXT_PAGES = new Set(loadArticles(PAGES_CONTENT_DIR).map((a) => a.code));

type Kind = backoffice.ContentKind;
type Locale = backoffice.ContentLocale;
type State = backoffice.ContentState;
type Fields = backoffice.ContentFields;

/** What the content endpoints say to an operator (zh-CN: operators read Simplified Chinese). */
export const contentMessages = {
  notFound: '内容不存在',
  revisionNotFound: '该版本不存在或不属于这条内容',
  alreadyLive: '该版本已是线上版本，无需重复发布',
  cnFirst: '请先保存并发布简体版本，再发布繁體版本',
  cnFirstSave: '请先保存简体版本，再编写繁體版本',
  helpCode: '帮助文章的代码须为 2-12 个小写英文字母',
  numericId: '横幅和公告的编号须为数字',
  routeLink: '站内链接须以 / 开头，例如 /activity/firstDeposit/101',
  urlLink: '外部链接须以 https:// 或 http:// 开头',
  noLink: '选择「不跳转」时请清空链接',
  unknownFigure: (name: string) => `正文中的数字占位符 {{${name}}} 不存在，请检查拼写`,
  badArticle: (detail: string) => `帮助文章无法生成：${detail}`,
  codeTaken: (code: string) => `代码 ${code} 已被其他文章使用，请换一个`,
  notLive: '这条内容还没有发布过，无需下线',
  alreadyWithdrawn: '这条内容已经下线',
  notWithdrawn: '这条内容没有下线，无需重新上线',
} as const;

const fail = (message: string): never => {
  throw new ApiError(ErrorCode.INVALID_PARAMETER, message);
};

function stateOf(liveId: number | null, latestId: number | undefined): State {
  if (latestId === undefined) return 'none';
  if (liveId === null) return 'draft';
  return liveId === latestId ? 'published' : 'changed';
}

/** Every item of a kind with the state of each language (草稿 / 已发布 / 有未发布修改). */
export async function listContent(q: Queryable, kind: Kind): Promise<backoffice.ContentRow[]> {
  const heads = await itemHeads(q, kind);
  const down = await withdrawnItems(q, kind);
  const items = new Map<string, typeof heads>();
  for (const h of heads) items.set(h.itemId, [...(items.get(h.itemId) ?? []), h]);
  const rows = [...items.entries()].map(([itemId, hs]) => {
    const cn = hs.find((h) => h.locale === 'zh-CN');
    const tw = hs.find((h) => h.locale === 'zh-TW');
    const newest = hs.reduce((a, b) => (b.latest.id > a.latest.id ? b : a));
    const order = cn?.latest.fields.kind === 'help' ? cn.latest.fields.order : Number(itemId);
    return {
      order,
      row: {
        itemId,
        title: (cn ?? newest).latest.fields.title,
        states: {
          'zh-CN': stateOf(cn?.liveId ?? null, cn?.latest.id),
          'zh-TW': stateOf(tw?.liveId ?? null, tw?.latest.id),
        },
        updatedAt: formatChinaTime(newest.latest.createdAt),
        updatedBy: newest.latest.authorName,
        withdrawn: down.has(itemId),
      },
    };
  });
  // Notices newest first (as players see them); banners and help articles in display order.
  const sign = kind === 'notice' ? -1 : 1;
  return rows.sort((a, b) => sign * (a.order - b.order)).map((r) => r.row);
}

const publicFields = (f: RevisionRow['fields']): Fields => {
  const { updated: _updated, ...rest } = f;
  return rest;
};

/** An item's revisions per language, newest first, with who published each and when. */
export async function contentItem(q: Queryable, kind: Kind, itemId: string) {
  const revisions = await itemRevisions(q, kind, itemId);
  if (revisions.length === 0) throw new ApiError(ErrorCode.NOT_FOUND, contentMessages.notFound);
  const pubs = await publicationsOf(
    q,
    revisions.map((r) => r.id),
  );
  const view = async (locale: Locale) => {
    const mine = revisions.filter((r) => r.locale === locale);
    const live = await liveOf(q, kind, itemId, locale);
    return {
      state: stateOf(live, mine[0]?.id),
      revisions: mine.map((r) => revisionView(r, live, pubs)),
    };
  };
  const down = await withdrawalOf(q, kind, itemId);
  return {
    kind,
    itemId,
    locales: { 'zh-CN': await view('zh-CN'), 'zh-TW': await view('zh-TW') },
    withdrawn: down && { by: down.by, at: formatChinaTime(down.at) },
  };
}

function revisionView(
  r: RevisionRow,
  liveId: number | null,
  pubs: { revisionId: number; operatorName: string; at: Date }[],
): backoffice.RevisionView {
  return {
    id: r.id,
    locale: r.locale,
    fields: publicFields(r.fields),
    authorName: r.authorName,
    createdAt: formatChinaTime(r.createdAt),
    publications: pubs
      .filter((p) => p.revisionId === r.id)
      .map((p) => ({ operatorName: p.operatorName, at: formatChinaTime(p.at) })),
    live: r.id === liveId,
  };
}

/** A help article compiled as players will get it; a bad figure or field becomes a clear refusal. */
export function previewHelp(code: string, fields: Omit<Fields & { kind: 'help' }, 'kind'>) {
  try {
    return compileFields(code, fields, new Date());
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const figure = /unknown figure \{\{(.+)\}\}/.exec(detail);
    return fail(figure?.[1] ? contentMessages.unknownFigure(figure[1]) : contentMessages.badArticle(detail));
  }
}

function checkFields(itemId: string, f: Fields): void {
  if (f.kind === 'help') {
    if (!/^[a-z]{2,12}$/.test(itemId)) fail(contentMessages.helpCode);
    previewHelp(itemId, f);
    return;
  }
  if (!/^\d{1,9}$/.test(itemId)) fail(contentMessages.numericId);
  if (f.kind === 'banner') {
    if (f.linkType === 'route' && !f.link.startsWith('/')) fail(contentMessages.routeLink);
    if (f.linkType === 'url' && !/^https?:\/\/\S+$/.test(f.link)) fail(contentMessages.urlLink);
    if (f.linkType === 'none' && f.link !== '') fail(contentMessages.noLink);
  }
}

/** Saves a draft revision (a new item when `itemId` is null). Audited as content.save. */
export async function saveContent(
  q: Queryable,
  actor: Actor,
  input: { itemId: string | null; locale: Locale; fields: Fields; create?: boolean | undefined },
): Promise<{ itemId: string; revision: backoffice.RevisionView }> {
  const kind = input.fields.kind;
  let itemId = input.itemId;
  if (itemId === null) {
    if (kind === 'help') return fail(contentMessages.helpCode);
    if (input.locale === 'zh-TW') return fail(contentMessages.cnFirstSave);
    itemId = await nextItemId(q, kind);
  } else {
    const existing = await itemRevisions(q, kind, itemId);
    if (input.create && (existing.length > 0 || TEXT_PAGES.has(itemId)))
      fail(contentMessages.codeTaken(itemId));
    const hasCn = existing.some((r) => r.locale === 'zh-CN');
    if (input.locale === 'zh-TW' && !hasCn) fail(contentMessages.cnFirstSave);
    // Banners and notices are created by the server's numbering; only a help article is new by code.
    if (existing.length === 0 && kind !== 'help')
      throw new ApiError(ErrorCode.NOT_FOUND, contentMessages.notFound);
  }
  checkFields(itemId, input.fields);
  const rev = await insertRevision(q, { kind, itemId, locale: input.locale, fields: input.fields }, actor);
  await writeAudit(q, actor, {
    action: 'content.save',
    targetType: kind,
    targetId: `${itemId}/${input.locale}`,
    after: { revisionId: rev.id, title: input.fields.title },
  });
  return { itemId, revision: revisionView(rev, await liveOf(q, kind, itemId, input.locale), []) };
}

/**
 * Puts a revision live for players, atomically with its audit record; an older revision than
 * the live one is a rollback (content.rollback). A 繁體 revision needs a live 简体 one.
 */
export async function publishContent(
  q: Queryable,
  actor: Actor,
  input: { kind: Kind; itemId: string; locale: Locale; revisionId: number; reason: string },
): Promise<{ state: State; rollback: boolean }> {
  const rev = await findRevision(q, input.revisionId);
  if (!rev || rev.kind !== input.kind || rev.itemId !== input.itemId || rev.locale !== input.locale)
    throw new ApiError(ErrorCode.NOT_FOUND, contentMessages.revisionNotFound);
  if (input.locale === 'zh-TW' && (await liveOf(q, input.kind, input.itemId, 'zh-CN')) === null)
    fail(contentMessages.cnFirst);
  const before = await liveOf(q, input.kind, input.itemId, input.locale, true);
  if (before === rev.id) fail(contentMessages.alreadyLive);
  const rollback = before !== null && rev.id < before;
  await putLive(q, rev, actor);
  await writeAudit(q, actor, {
    action: rollback ? 'content.rollback' : 'content.publish',
    targetType: input.kind,
    targetId: `${input.itemId}/${input.locale}`,
    before: { revisionId: before },
    after: { revisionId: rev.id, title: rev.fields.title },
    reason: input.reason,
  });
  const newest = (await itemRevisions(q, input.kind, input.itemId)).find((r) => r.locale === input.locale);
  return { state: stateOf(rev.id, newest?.id), rollback };
}

/**
 * Takes a published item down for players (下线, `withdrawn` true) or puts it back (重新上线),
 * every language at once, atomically with its audit record (content.withdraw / content.restore).
 * Publishing while it is down changes what comes back, not whether players see it.
 */
export async function setContentWithdrawn(
  q: Queryable,
  actor: Actor,
  input: { kind: Kind; itemId: string; reason: string },
  withdrawn: boolean,
): Promise<void> {
  const { kind, itemId } = input;
  const live = await liveOf(q, kind, itemId, 'zh-CN');
  if (live === null) {
    if ((await itemRevisions(q, kind, itemId)).length === 0)
      throw new ApiError(ErrorCode.NOT_FOUND, contentMessages.notFound);
    fail(contentMessages.notLive);
  }
  const down = await withdrawalOf(q, kind, itemId, true);
  if (withdrawn && down) fail(contentMessages.alreadyWithdrawn);
  if (!withdrawn && !down) fail(contentMessages.notWithdrawn);
  await setWithdrawn(q, kind, itemId, withdrawn, actor.name);
  const rev = await findRevision(q, live ?? 0);
  await writeAudit(q, actor, {
    action: withdrawn ? 'content.withdraw' : 'content.restore',
    targetType: kind,
    targetId: itemId,
    before: { withdrawn: !withdrawn },
    after: { withdrawn, revisionId: live, title: rev?.fields.title ?? '' },
    reason: input.reason,
  });
}
