import { z } from 'zod';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { emptyRequest, pageOf, pageRequest } from './site';

/**
 * Issue 12: site letters by type (SPEC §3 unread counts), feedback with images, uploads
 * and avatars (SPEC §7 site calls).
 */
const SITE = '/site/api/v1';

/** The five tabs of the message page; each covers some of the SPEC §3 letter categories. */
export const letterType = z.enum(['notice', 'activity', 'bulletin', 'match', 'system']);
export type LetterType = z.infer<typeof letterType>;
export const LETTER_TYPES = letterType.options;
export const LETTER_CATEGORIES_OF: Record<LetterType, readonly string[]> = {
  notice: ['notice', 'brnotice'],
  activity: ['activity', 'bractivity'],
  bulletin: ['brbulletin'],
  match: ['brmatch'],
  system: ['fd', 'brfd'],
};

export const letterSchema = z.object({
  id: z.string(),
  type: letterType,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  /** A site-wide notice rather than a letter to this member only. */
  siteWide: z.boolean(),
  createdAt: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

const idText = z.string().regex(/^\d{1,18}$/, { error: message('validation.idInvalid') });

export const letterList = endpoint(
  `${SITE}/letter/list`,
  pageRequest.extend({ type: letterType.optional() }).strict(),
  pageOf(letterSchema),
);
/** Marks one letter read and answers it. */
export const letterRead = endpoint(`${SITE}/letter/read`, z.object({ id: idText }).strict(), letterSchema);
export const letterDelete = endpoint(
  `${SITE}/letter/delete`,
  z
    .object({
      ids: z
        .array(idText)
        .min(1, { error: message('validation.lettersToDeleteRequired') })
        .max(100),
    })
    .strict(),
  z.object({ deleted: z.number().int() }),
);
/** Every unread letter (of one type, or all) becomes read. */
export const letterOnekeyRead = endpoint(
  `${SITE}/letter/onekeyRead`,
  z.object({ type: letterType.optional() }).strict().optional().default({}),
  z.object({ read: z.number().int() }),
);

/** Uploads: PNG, JPEG or WebP by content, at most 5 MB, base64 in JSON. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const uploadImage = endpoint(
  `${SITE}/user/upload/uploadImage`,
  z
    .object({
      fileName: z.string().max(200).default(''),
      /** Base64 of the file (a data: URL prefix is allowed). */
      data: z
        .string()
        .min(1, { error: message('validation.imageRequired') })
        .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 100, { error: message('validation.imageTooLarge') }),
    })
    .strict(),
  z.object({ id: z.string(), mime: z.string() }),
);
const uploadId = z.string().regex(/^[a-f0-9]{32}$/, { error: message('validation.imageIdInvalid') });
/** The image bytes, to their owner only: base64 with its (checked) content type. */
export const getImage = endpoint(
  `${SITE}/user/upload/getImage`,
  z.object({ id: uploadId }).strict(),
  z.object({ mime: z.string(), data: z.string() }),
);

export const feedbackType = z.enum([
  'deposit',
  'withdraw',
  'game',
  'activity',
  'account',
  'suggestion',
  'other',
]);
export type FeedbackType = z.infer<typeof feedbackType>;
export const FEEDBACK_TYPES = feedbackType.options;

export const addFeedBack = endpoint(
  `${SITE}/feedback/addFeedBack`,
  z
    .object({
      type: feedbackType,
      content: z
        .string()
        .trim()
        .min(5, { error: message('validation.feedbackTooShort') })
        .max(500, { error: message('validation.feedbackTooLong') })
        // eslint-disable-next-line no-control-regex
        .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), '反馈内容含有非法字符'),
      orderNo: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: message('validation.betNoInvalid') })
        .optional(),
      images: z
        .array(uploadId)
        .max(3, { error: message('validation.imagesTooMany') })
        .default([]),
    })
    .strict(),
  z.object({ id: z.string() }),
);

export const feedbackSchema = z.object({
  id: z.string(),
  type: feedbackType,
  content: z.string(),
  orderNo: z.string(),
  images: z.array(z.string()),
  reply: z.string(),
  /** A reply the member has not opened yet. */
  unread: z.boolean(),
  createdAt: z.string(),
  repliedAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
export const getFeedBackList = endpoint(
  `${SITE}/feedback/getFeedBackList`,
  pageRequest.strict(),
  pageOf(feedbackSchema),
);
/** Opening an item marks its reply read. */
export const getFeedbackInfo = endpoint(
  `${SITE}/feedback/getFeedbackInfo`,
  z.object({ id: idText }).strict(),
  feedbackSchema,
);
export const delFeedback = endpoint(
  `${SITE}/feedback/delFeedback`,
  z.object({ id: idText }).strict(),
  z.object({ deleted: z.boolean() }),
);
/** Recent bets the member may attach to feedback. */
export const queryMemberBetList = endpoint(
  `${SITE}/feedback/queryMemberBetList`,
  emptyRequest,
  z.array(z.object({ orderNo: z.string(), title: z.string(), stake: z.string(), createdAt: z.string() })),
);

/** Avatars: a drawn set ('set:1'..) or an upload ('upload:<id>'). */
export const avatarSchema = z.object({ id: z.string(), name: z.string() });
export const avatarList = endpoint(
  `${SITE}/member/avatarList`,
  emptyRequest,
  z.object({ current: z.string(), list: z.array(avatarSchema) }),
);
export { avatarImageUrl } from './avatar';
export const addAvatar = endpoint(
  `${SITE}/member/addAvatar`,
  z
    .object({
      avatar: z
        .string()
        .regex(/^(set:\d{1,2}|upload:[a-f0-9]{32})$/, { error: message('validation.avatarInvalid') }),
    })
    .strict(),
  z.object({ current: z.string() }),
);
