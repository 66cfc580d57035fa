import { ErrorCode, fenToYuanText, type memberLetters } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { takeRateSlot } from '../http/rate-limit';
import type { UploadStore } from '../uploads/uploads';
import { memberAreaMessages } from '../messages/members';
import { gamesMessages } from '../messages/games';

const feedbackText = memberAreaMessages.feedback;

/** Issue 26 item 11: enough for a player with a real problem, not for a script. */
export const FEEDBACK_LIMITS = { perTenMinutes: 3, perDay: 20 } as const;

interface FeedbackRow {
  id: unknown;
  type: memberLetters.FeedbackType;
  content: string;
  order_no: string | null;
  images: string[] | string;
  reply: string | null;
  reply_read: boolean;
  created_at: Date;
  replied_at: Date | null;
}

function view(r: FeedbackRow): memberLetters.Feedback {
  return {
    id: String(toInt(r.id)),
    type: r.type,
    content: r.content,
    orderNo: r.order_no ?? '',
    images: typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images,
    reply: r.reply ?? '',
    unread: r.reply !== null && !r.reply_read,
    createdAt: formatChinaTime(r.created_at),
    repliedAt: r.replied_at ? formatChinaTime(r.replied_at) : '',
  };
}

async function ownsBet(q: Queryable, memberId: number, orderNo: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM sport_bets WHERE member_id = $1 AND order_no = $2
     UNION ALL SELECT 1 FROM game_rounds WHERE member_id = $1 AND round_id = $2 LIMIT 1`,
    [memberId, orderNo],
  );
  return rows.length > 0;
}

/**
 * Stores one feedback. Run it in a transaction: the rate limit counts only what is stored.
 * @throws {ApiError} 6004 when an image or the bet is not this member's, 6011 over the limit.
 */
export async function addFeedback(
  q: Queryable,
  uploads: UploadStore,
  memberId: number,
  input: {
    type: memberLetters.FeedbackType;
    content: string;
    orderNo?: string | undefined;
    images: string[];
  },
): Promise<string> {
  await takeRateSlot(q, `feedback:${memberId}`, [
    { limit: FEEDBACK_LIMITS.perTenMinutes, seconds: 600, message: feedbackText.tooFrequent(10) },
    { limit: FEEDBACK_LIMITS.perDay, seconds: 86_400, message: feedbackText.dailyLimit },
  ]);
  if (!(await uploads.owns(q, memberId, input.images)))
    throw new ApiError(ErrorCode.NOT_FOUND, feedbackText.imageNotFound);
  if (input.orderNo && !(await ownsBet(q, memberId, input.orderNo)))
    throw new ApiError(ErrorCode.NOT_FOUND, feedbackText.betNotFound);
  const [row] = await q.query<{ id: unknown }>(
    'INSERT INTO feedbacks (member_id, type, content, order_no, images) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id',
    [memberId, input.type, input.content, input.orderNo ?? null, JSON.stringify([...new Set(input.images)])],
  );
  return String(toInt(row?.id));
}

const LIVE = 'member_id = $1 AND deleted_at IS NULL';

export async function listFeedback(q: Queryable, memberId: number, pageNum: number, pageSize: number) {
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM feedbacks WHERE ${LIVE}`, [
    memberId,
  ]);
  const rows = await q.query<FeedbackRow>(
    `SELECT * FROM feedbacks WHERE ${LIVE} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, (pageNum - 1) * pageSize],
  );
  return { list: rows.map(view), total: toInt(count?.n ?? 0), pageNum, pageSize };
}

/** Opens one item: its reply counts as read from now. @throws {ApiError} 6004 not this member's. */
export async function openFeedback(
  q: Queryable,
  memberId: number,
  id: string,
): Promise<memberLetters.Feedback> {
  const [row] = await q.query<FeedbackRow>(`SELECT * FROM feedbacks WHERE id = $2 AND ${LIVE}`, [
    memberId,
    id,
  ]);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, feedbackText.notFound);
  const shown = view(row);
  if (row.reply !== null && !row.reply_read)
    await q.query('UPDATE feedbacks SET reply_read = true WHERE id = $1', [id]);
  return shown;
}

/** @throws {ApiError} 6004 not this member's. */
export async function deleteFeedback(q: Queryable, memberId: number, id: string): Promise<void> {
  const rows = await q.query(
    `UPDATE feedbacks SET deleted_at = now() WHERE id = $2 AND ${LIVE} RETURNING id`,
    [memberId, id],
  );
  if (rows.length === 0) throw new ApiError(ErrorCode.NOT_FOUND, feedbackText.notFound);
}

export async function feedbackUnread(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM feedbacks WHERE ${LIVE} AND reply IS NOT NULL AND NOT reply_read`,
    [memberId],
  );
  return toInt(row?.n ?? 0);
}

/** The operator's answer (dev tool): the item becomes unread again. Returns false for an unknown id. */
export async function replyFeedback(q: Queryable, id: string, reply: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE feedbacks SET reply = $2, reply_read = false, replied_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING id',
    [id, reply],
  );
  return rows.length > 0;
}

/** The member's 20 latest sports bets and casino rounds, to attach to feedback. */
export async function recentBets(q: Queryable, memberId: number) {
  const rows = await q.query<{ order_no: string; title: string; stake: unknown; created_at: Date }>(
    `(SELECT order_no, $2::text || bet_type AS title, stake, created_at FROM sport_bets WHERE member_id = $1 ORDER BY created_at DESC LIMIT 20)
     UNION ALL
     (SELECT r.round_id AS order_no, coalesce(g.name, r.game_code) AS title, r.stake, r.created_at FROM game_rounds r
        LEFT JOIN games g ON g.code = r.game_code WHERE r.member_id = $1 ORDER BY r.created_at DESC LIMIT 20)
     ORDER BY created_at DESC LIMIT 20`,
    [memberId, memberAreaMessages.feedback.sportsBetPrefix],
  );
  return rows.map((r) => ({
    orderNo: r.order_no,
    title: gamesMessages.tables[r.title] ?? r.title,
    stake: fenToYuanText(toInt(r.stake)),
    createdAt: formatChinaTime(r.created_at),
  }));
}
