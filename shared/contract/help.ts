import { z } from 'zod';
import { message } from './validation-messages';
import { endpoint } from './endpoint';

const SITE = '/site/api/v1';

/** A help code of SPEC §2 (/app/help/:code): lower-case letters, as the route table lists them. */
export const helpCodeSchema = z
  .string()
  .regex(/^[a-z]{2,12}$/, { error: message('validation.helpCodeInvalid') });

/**
 * One help article (issue 14). `html` is compiled from the article's Markdown on the server
 * (raw HTML in the source is shown as text, never passed through); `text` is its plain text
 * for the client's search index.
 */
export const helpArticleSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** Navigation group (Chinese), e.g. 新手指南. */
  group: z.string(),
  /** Order in the whole centre: groups show in the order of their first article. */
  order: z.number().int(),
  /** Last revision, YYYY-MM-DD. */
  updated: z.string(),
  /** One sentence for the meta description and search results. */
  description: z.string(),
  /** Other words a player may search for (e.g. 提款 for 取款). */
  keywords: z.array(z.string()),
  html: z.string(),
  text: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** Every article, in order: the help centre needs them all for its navigation and search. */
export const articles = endpoint(
  `${SITE}/help/articles`,
  z.object({}).strict().optional().default({}),
  z.array(helpArticleSchema),
);

/** One article (the register dialog's terms and privacy policy). 6004 for an unknown code. */
export const article = endpoint(
  `${SITE}/help/article`,
  z.object({ code: helpCodeSchema }).strict(),
  helpArticleSchema,
);

/** Votes on one article; `myVote` is this member's (or, for a guest, this device's) vote. */
export const voteSummarySchema = z.object({
  code: z.string(),
  helpful: z.number().int().nonnegative(),
  unhelpful: z.number().int().nonnegative(),
  myVote: z.enum(['helpful', 'unhelpful']).nullable(),
});
export type VoteSummary = z.infer<typeof voteSummarySchema>;

export const votes = endpoint(
  `${SITE}/help/votes`,
  z.object({ code: helpCodeSchema }).strict(),
  voteSummarySchema,
);

/**
 * "Was this helpful": one vote per member (logged in) or per device (guest, the `uuid`
 * header); voting again changes that vote, it never adds a second one.
 */
export const vote = endpoint(
  `${SITE}/help/vote`,
  z.object({ code: helpCodeSchema, vote: z.enum(['helpful', 'unhelpful']) }).strict(),
  voteSummarySchema,
);
