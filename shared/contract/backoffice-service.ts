import { z } from 'zod';
import { endpoint } from './endpoint';
import { dbBigId } from './db-range';
import { safeText } from './text';
import { feedbackType } from './member-letters';
import type { Permission } from './backoffice';

/**
 * Customer service and risk tools of the back office (issue 30 parts 3 and 5): feedback
 * replies, the agent applications queue and the reset of a player's withdrawal password.
 */
const p = (path: string) => `/bo/api/v1/${path}`;
const reason = safeText().trim().min(2).max(500);
const page = {
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
};
const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

/* ---------- feedback ---------- */

export const feedbackRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  type: feedbackType,
  content: z.string(),
  orderNo: z.string(),
  images: z.array(z.string()),
  reply: z.string(),
  /** The player has opened the reply in 我的反馈. */
  replyRead: z.boolean(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
  /** The player deleted it on their side: kept for the record, no reply possible. */
  deleted: z.boolean(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;

export const listFeedback = endpoint(
  p('feedback/list'),
  z
    .object({
      status: z.enum(['open', 'replied']).optional(),
      memberId: dbBigId().optional(),
      ...page,
    })
    .strict(),
  pageOf(feedbackRow),
);
/** The player sees the reply in 我的反馈 (unread again until opened). A second reply replaces the first. */
export const replyFeedback = endpoint(
  p('feedback/reply'),
  z
    .object({
      id: dbBigId(),
      reply: safeText()
        .trim()
        .min(2, { error: '回复至少 2 个字' })
        .max(1000, { error: '回复最多 1000 个字' }),
    })
    .strict(),
  feedbackRow,
);

/* ---------- agent applications ---------- */

export const agentApplicationRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  im: z.string(),
  channel: z.string(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  reason: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AgentApplicationRow = z.infer<typeof agentApplicationRow>;

export const listAgentApplications = endpoint(
  p('agents/list'),
  z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional(), ...page }).strict(),
  pageOf(agentApplicationRow),
);
/** The applicant reads the outcome (and a rejection's reason) on /agent and in a letter. */
export const decideAgentApplication = endpoint(
  p('agents/decide'),
  z.object({ id: dbBigId(), decision: z.enum(['approve', 'reject']), reason }).strict(),
  agentApplicationRow,
);

/* ---------- withdrawal password ---------- */

/** Removes the player's withdrawal password; the player sets a new one before the next withdrawal. */
export const resetWithdrawPassword = endpoint(
  p('players/resetWithdrawPassword'),
  z.object({ memberId: dbBigId(), reason }).strict(),
  z.object({ hadPassword: z.boolean() }),
);

/* ---------- chat moderation ---------- */

export const chatMuteRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberName: z.string(),
  /** null: every room. */
  roomId: z.string().nullable(),
  until: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ChatMuteRow = z.infer<typeof chatMuteRow>;

/** The rooms (open ones and match rooms) and the mutes in force. */
export const chatOverview = endpoint(
  p('chat/overview'),
  z.object({}).strict().default({}),
  z.object({
    rooms: z.array(
      z.object({
        rid: z.string(),
        name: z.string(),
        kind: z.enum(['lobby', 'match']),
        status: z.enum(['open', 'closed']),
        messages: z.number().int(),
      }),
    ),
    mutes: z.array(chatMuteRow),
  }),
);
/** Mutes a player in one room or every room; the player's open chat is told at once (10004). */
export const chatMute = endpoint(
  p('chat/mute'),
  z
    .object({
      memberId: dbBigId(),
      roomId: z.string().max(64).nullable().default(null),
      minutes: z
        .number()
        .int({ error: '禁言时长必须是整数分钟' })
        .min(1, { error: '禁言时长至少 1 分钟' })
        .max(525_600, { error: '禁言时长最多一年' }),
      reason,
    })
    .strict(),
  chatMuteRow,
);
export const chatUnmute = endpoint(
  p('chat/unmute'),
  z.object({ memberId: dbBigId(), reason }).strict(),
  z.object({ lifted: z.number().int() }),
);
/** Clears a room's messages for everyone in it (10015). */
export const chatClear = endpoint(
  p('chat/clear'),
  z.object({ roomId: z.string().min(1).max(64), reason }).strict(),
  z.null(),
);

/** One reported message with its open reports (newest report first), for the queue. */
export const chatReportRow = z.object({
  messageId: z.number().int(),
  roomId: z.string(),
  roomName: z.string(),
  text: z.string(),
  /** The author's account name (the page masks it as the site does) and id. */
  authorId: z.number().int().nullable(),
  authorName: z.string(),
  sentAt: z.string(),
  /** Open reports of this message. */
  count: z.number().int(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reporterId: z.number().int(),
      reporterName: z.string(),
      reason: z.enum(['spam', 'abuse', 'fraud', 'other']),
      note: z.string(),
      at: z.string(),
    }),
  ),
});
export type ChatReportRow = z.infer<typeof chatReportRow>;
/** Reported messages with open reports, the most reported first. */
export const chatReports = endpoint(
  p('chat/reports'),
  z.object({}).strict().default({}),
  z.object({ list: z.array(chatReportRow) }),
);
/** Hides one message: gone from history and from every open chat in its room (10021); its open reports are closed. */
export const chatHideMessage = endpoint(
  p('chat/hideMessage'),
  z.object({ messageId: dbBigId(), reason }).strict(),
  z.object({ closedReports: z.number().int() }),
);
/** Dismisses a message's open reports (the message stays). */
export const chatDismissReports = endpoint(
  p('chat/dismissReports'),
  z.object({ messageId: dbBigId(), reason }).strict(),
  z.object({ closedReports: z.number().int() }),
);

export const SERVICE_ENDPOINT_PERMISSIONS = {
  [chatReports.path]: 'chat.moderate',
  [chatHideMessage.path]: 'chat.moderate',
  [chatDismissReports.path]: 'chat.moderate',
  [chatOverview.path]: 'chat.moderate',
  [chatMute.path]: 'chat.moderate',
  [chatUnmute.path]: 'chat.moderate',
  [chatClear.path]: 'chat.moderate',
  [listFeedback.path]: 'feedback.reply',
  [replyFeedback.path]: 'feedback.reply',
  [listAgentApplications.path]: 'agents.decide',
  [decideAgentApplication.path]: 'agents.decide',
  [resetWithdrawPassword.path]: 'players.resetWithdrawPassword',
} as const satisfies Record<string, Permission>;
