import { z } from 'zod';
import { dbBigId, dbBigInt, dbInt } from './db-range';
import { message } from './validation-messages';
import { endpoint } from './endpoint';

/**
 * The chat socket (SPEC §3, §4): every frame is `{ msgId, msgData }` on `/ws?clientType=web&siteId=…`.
 * One id per meaning; the client sends the ids marked "client", the server pushes the rest.
 */
export const ChatMsg = {
  /** client + server: heartbeat every 10 s, echoed. */
  HEARTBEAT: 0,
  /** client: `{ token, body }` from member/jwt; server: the login result. */
  LOGIN: 10001,
  /** client: join a room (optionally resuming after a message id). */
  JOIN_ROOM: 10002,
  /** client: send a text; server: a new message of a room, to everyone in it. */
  SEND: 10003,
  /** server: the sender is muted (with the reason and until when). */
  MUTED: 10004,
  /** server: the message was refused (blocked word, link, phone, slow mode, rate, level, guest). */
  BLOCKED: 10005,
  /** server: one room's status changed (open / closed, slow mode, guests), to that room. */
  ROOM_STATUS: 10006,
  /** server: the room's VIP speaking level changed, to that room. */
  VIP_LEVEL: 10007,
  /** server: someone joined the room, to everyone in it. */
  JOIN_BROADCAST: 10008,
  /** client: ask for the room list; server: the room list (after any room is made, changed, destroyed). */
  ROOM_LIST: 10009,
  /** client: a page of history; server: that page. */
  HISTORY: 10011,
  /** server: the room is gone; its members are out of it. */
  ROOM_DESTROYED: 10013,
  /** server: the score of the match of a match room (from the sportsbook feed). */
  SCORE: 10014,
  /** server: the operator cleared the room's messages. */
  CLEAR: 10015,
  /** server: the joiner's own answer: the room and its latest (or missed) messages. */
  JOIN_UNICAST: 10016,
  /** server: a gift record. */
  GIFT: 10017,
  /** client: predict a match score; server: a prediction record (made or settled). */
  PREDICTION: 10018,
  /** client: guest login. */
  GUEST_LOGIN: 10019,
  /** client: a member reports another player's message; server: the answer to that member (issue 30). */
  REPORT: 10020,
  /** server: an operator hid one message; every client in the room removes it (issue 30). */
  MESSAGE_HIDDEN: 10021,
  /** server: an internal notification (errors with status_code, operator notices with 0). */
  INTERNAL: 60000,
} as const;
export type ChatMsgId = (typeof ChatMsg)[keyof typeof ChatMsg];

/** SPEC §9: history pages are 15 messages, newest first. */
export const CHAT_PAGE_SIZE = 15;
/** Longest message a member may send (characters, after trimming). */
export const CHAT_MAX_LENGTH = 200;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Text without NUL or lone surrogates (PostgreSQL refuses them: PITFALLS.md). */
const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000') && !LONE_SURROGATE.test(s), '包含无法识别的字符');
export const roomId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: message('validation.roomIdInvalid') });

export const roomKind = z.enum(['lobby', 'match']);
export const roomSchema = z.object({
  rid: z.string(),
  name: z.string(),
  /** The name in Traditional characters, for a zh-TW page (room names are the site's, not players'). */
  nameTw: z.string().optional(),
  kind: roomKind,
  /** open: members speak; closed: read only. */
  status: z.enum(['open', 'closed']),
  vipLevel: z.number().int(),
  slowModeSeconds: z.number().int(),
  guestsMaySpeak: z.boolean(),
  gameId: z.string().nullable(),
  online: z.number().int(),
});
export type ChatRoom = z.infer<typeof roomSchema>;

export const messageKind = z.enum(['text', 'score', 'prediction', 'gift', 'system']);
export const chatMessageSchema = z.object({
  id: z.number().int(),
  rid: z.string(),
  kind: messageKind,
  userId: z.string().nullable(),
  name: z.string(),
  vipGrade: z.number().int(),
  guest: z.boolean(),
  /** Plain text: clients render it as text, never as HTML. */
  msg: z.string(),
  /** Score / prediction / gift fields of the card kinds. */
  extra: z.record(z.string(), z.unknown()).nullable(),
  time: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// ---- client -> server ----
export const loginFrame = z.object({ token: z.string().max(2000), body: z.string().max(2000) });
export const joinFrame = z.object({
  rid: roomId,
  /** Resume: the last message id the client has; it gets everything after it (not a page gap). */
  afterId: dbBigInt(0).optional(),
});
export const sendFrame = z.object({
  rid: roomId,
  msg: safeText(1000),
  /** Echoed back so the sender can match its pending bubble. */
  clientId: z.string().max(40).optional(),
});
export const historyFrame = z.object({
  rid: roomId,
  /** Cursor: messages older than this id. */
  beforeId: dbBigId().optional(),
  pageSize: dbInt(1).max(50).optional(),
});
/** Why a player reports a message: 广告/刷屏, 辱骂, 诈骗, 其他. */
export const REPORT_REASONS = ['spam', 'abuse', 'fraud', 'other'] as const;
export const reportReason = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReason>;
/** Longest note a reporter may add (characters). */
export const REPORT_NOTE_MAX = 100;
/** Reports one member may make: at most this many in the window (server-side; the answer says when again). */
export const REPORT_RATE_LIMIT = { reports: 5, windowSeconds: 600 } as const;
export const reportFrame = z.object({
  rid: roomId,
  messageId: dbBigId(),
  reason: reportReason,
  note: safeText(1000)
    .transform((s) => s.trim())
    .pipe(z.string().max(REPORT_NOTE_MAX, { error: `补充说明最多 ${REPORT_NOTE_MAX} 个字` }))
    .optional(),
});
export const predictFrame = z.object({
  rid: roomId,
  home: dbInt(0).max(99),
  away: dbInt(0).max(99),
});

// ---- server -> client ----
export const loginReply = z.object({
  ok: z.boolean(),
  guest: z.boolean(),
  userId: z.string().nullable(),
  name: z.string(),
  vipGrade: z.number().int(),
  message: z.string().optional(),
});
export const joinUnicast = z.object({
  room: roomSchema,
  /** Newest first: the latest page, or on resume every message after `afterId`. */
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  resumed: z.boolean(),
  mutedUntil: z.number().int().nullable(),
  /** The member's own prediction in a match room. */
  myPrediction: z.object({ home: z.number().int(), away: z.number().int(), status: z.string() }).nullable(),
});
export const joinBroadcast = z.object({
  rid: z.string(),
  name: z.string(),
  vipGrade: z.number().int(),
  online: z.number().int(),
});
export const refusal = z.object({
  rid: z.string(),
  message: z.string(),
  clientId: z.string().optional(),
  /** 10004: muted until (ms epoch). */
  until: z.number().int().optional(),
  /** 10005 slow mode / rate limit: seconds to wait. */
  waitSeconds: z.number().int().optional(),
});
export const sendPush = z.object({
  rid: z.string(),
  message: chatMessageSchema,
  clientId: z.string().optional(),
});
export const roomStatusPush = z.object({ room: roomSchema });
export const vipLevelPush = z.object({ rid: z.string(), vipLevel: z.number().int(), message: z.string() });
export const roomListPush = z.object({ rooms: z.array(roomSchema) });
export const historyPage = z.object({
  rid: z.string(),
  list: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** Pass as `beforeId` for the next (older) page; null at the start of the room. */
  nextBeforeId: z.number().int().nullable(),
});
export const destroyedPush = z.object({ rid: z.string(), message: z.string() });
export const clearPush = z.object({ rid: z.string(), message: z.string() });
export const cardPush = z.object({ rid: z.string(), message: chatMessageSchema });
/** 10020 to the reporter: ok, or why not (already reported, too often, message gone). */
export const reportReply = z.object({
  rid: z.string(),
  messageId: z.number().int().nullable(),
  ok: z.boolean(),
  /** This member had already reported the message (ok is false). */
  already: z.boolean(),
  message: z.string(),
});
/** 10021 to the room: the message is hidden by an operator. */
export const messageHiddenPush = z.object({ rid: z.string(), messageId: z.number().int() });
export const internalPush = z.object({ status_code: z.number().int(), message: z.string() });

/** POST /stream/api/v1/history (SPEC §7): the same page as 10011, for guests too. */
export const history = endpoint(
  '/stream/api/v1/history',
  z.object({
    rid: roomId,
    beforeId: dbBigId().optional(),
    pageSize: dbInt(1).max(50).optional(),
  }),
  historyPage,
);
