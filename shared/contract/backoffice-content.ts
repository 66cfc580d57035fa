import { z } from 'zod';
import { endpoint } from './endpoint';
import { safeText } from './text';
import type { Permission } from './backoffice';

/**
 * Content of the player site edited from the back office (issue 30 part 5): banners,
 * notices (公告 / 跑马灯) and help articles. Every save is a revision; publishing puts one
 * revision live for players; a rollback publishes an older one. Each language (zh-CN,
 * zh-TW) has its own revisions; a zh-TW revision holds the texts only and wins over the
 * derived 繁體 text of the zh-CN one.
 */
const p = (path: string) => `/bo/api/v1/content/${path}`;

export const CONTENT_KINDS = ['banner', 'notice', 'help'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_LOCALES = ['zh-CN', 'zh-TW'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

const text = (min: number, max: number, what: string) =>
  safeText()
    .trim()
    .min(min, { error: `${what}不能为空` })
    .max(max, { error: `${what}不能超过 ${max} 个字` });
const reason = safeText().trim().min(2, { error: '请填写原因（至少 2 个字）' }).max(500);

export const bannerFields = z.object({
  kind: z.literal('banner'),
  title: text(1, 40, '标题'),
  linkType: z.enum(['route', 'url', 'none']),
  /** A site path (/activity/...) for `route`, https://... for `url`, empty for `none`. */
  link: safeText().trim().max(300),
});
export const noticeFields = z.object({
  kind: z.literal('notice'),
  type: z.enum(['notice', 'bulletin', 'match', 'activity']),
  title: text(1, 60, '标题'),
  content: text(1, 2000, '正文'),
  top: z.boolean(),
});
export const helpFields = z.object({
  kind: z.literal('help'),
  title: text(1, 40, '标题'),
  group: text(1, 20, '分组'),
  order: z.number().int().min(0).max(10_000),
  description: safeText().trim().max(300, { error: '摘要不能超过 300 个字' }),
  keywords: safeText().trim().max(300, { error: '关键词不能超过 300 个字' }),
  /** Markdown; figures as {{withdraw.bank.dailyMax}} (server/src/help/figures.ts). */
  markdown: text(1, 50_000, '正文'),
});
export const contentFields = z.discriminatedUnion('kind', [bannerFields, noticeFields, helpFields]);
export type ContentFields = z.infer<typeof contentFields>;

/** none: never written; draft: written, never published; published: live = newest; changed: newer than live. */
export const CONTENT_STATES = ['none', 'draft', 'published', 'changed'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

const itemId = z.string().regex(/^(\d{1,9}|[a-z]{2,12})$/, { error: '内容编号不正确' });

export const contentRow = z.object({
  itemId: z.string(),
  title: z.string(),
  states: z.object({ 'zh-CN': z.enum(CONTENT_STATES), 'zh-TW': z.enum(CONTENT_STATES) }),
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** Taken down (下线): players see it in no language until it is put back. */
  withdrawn: z.boolean(),
});
export type ContentRow = z.infer<typeof contentRow>;
export const listContent = endpoint(
  p('list'),
  z.object({ kind: z.enum(CONTENT_KINDS) }).strict(),
  z.array(contentRow),
);

export const revisionView = z.object({
  id: z.number().int(),
  locale: z.enum(CONTENT_LOCALES),
  fields: contentFields,
  authorName: z.string(),
  createdAt: z.string(),
  /** Every time this revision was put live (a rollback adds one), newest first. */
  publications: z.array(z.object({ operatorName: z.string(), at: z.string() })),
  live: z.boolean(),
});
export type RevisionView = z.infer<typeof revisionView>;
const localeView = z.object({
  state: z.enum(CONTENT_STATES),
  /** Newest first. */
  revisions: z.array(revisionView),
});
export const contentItem = endpoint(
  p('item'),
  z.object({ kind: z.enum(CONTENT_KINDS), itemId }).strict(),
  z.object({
    kind: z.enum(CONTENT_KINDS),
    itemId: z.string(),
    locales: z.object({ 'zh-CN': localeView, 'zh-TW': localeView }),
    /** Set while the item is taken down: who did it and when. */
    withdrawn: z.object({ by: z.string(), at: z.string() }).nullable(),
  }),
);

/** A new revision (a draft until published). `itemId` null: a new banner or notice. */
export const saveContent = endpoint(
  p('save'),
  z
    .object({
      itemId: itemId.nullable(),
      locale: z.enum(CONTENT_LOCALES),
      fields: contentFields,
      /** A new help article under this code: refused when the code is taken. */
      create: z.boolean().optional(),
    })
    .strict(),
  z.object({ itemId: z.string(), revision: revisionView }),
);

/** The help article as a player would see it (Markdown compiled, figures filled), not saved. */
export const previewContent = endpoint(
  p('preview'),
  z.object({ fields: helpFields }).strict(),
  z.object({ title: z.string(), html: z.string() }),
);

/** Puts a revision live for players (an older one: a rollback). */
export const publishContent = endpoint(
  p('publish'),
  z
    .object({
      kind: z.enum(CONTENT_KINDS),
      itemId,
      locale: z.enum(CONTENT_LOCALES),
      revisionId: z
        .number()
        .int()
        .min(1)
        .max(2 ** 53 - 1),
      reason,
    })
    .strict(),
  z.object({ state: z.enum(CONTENT_STATES), rollback: z.boolean() }),
);

const itemAction = z.object({ kind: z.enum(CONTENT_KINDS), itemId, reason }).strict();

/** Takes a published item down for players (下线); its revisions and live versions stay. */
export const withdrawContent = endpoint(p('withdraw'), itemAction, z.object({ withdrawn: z.literal(true) }));

/** Puts a taken-down item back (重新上线): players see its live versions again. */
export const restoreContent = endpoint(p('restore'), itemAction, z.object({ withdrawn: z.literal(false) }));

export const CONTENT_ENDPOINT_PERMISSIONS = {
  [listContent.path]: 'content.read',
  [contentItem.path]: 'content.read',
  [saveContent.path]: 'content.manage',
  [previewContent.path]: 'content.read',
  [publishContent.path]: 'content.manage',
  [withdrawContent.path]: 'content.manage',
  [restoreContent.path]: 'content.manage',
} as const satisfies Record<string, Permission>;
