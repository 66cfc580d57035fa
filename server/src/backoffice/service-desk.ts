import { ErrorCode } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import type { z } from 'zod';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { replyFeedback } from '../feedback/feedback';
import { ApiError } from '../http/api-error';
import { letterArgs, writeLetter } from '../letters/letters';
import { review } from '../promotions/agent';
import { writeAudit, type Actor } from './audit';
import { findPlayer } from './players';

/** Customer service's desk (issue 30 part 5): feedback replies and the agent applications queue. */
export const deskText = {
  feedbackNotFound: '反馈不存在',
  feedbackDeleted: '会员已删除该反馈，无法回复',
  applicationNotFound: '申请不存在',
  withdrawPasswordLetter: {
    title: '提款密码已重置',
    body: '您的提款密码已由客服重置。下次提款前，请在「提款」页面重新设置提款密码。如非本人申请，请立即联系在线客服。',
  },
} as const;

type FeedbackRow = z.input<typeof backoffice.feedbackRow>;
type ApplicationRow = z.input<typeof backoffice.agentApplicationRow>;

interface RawFeedback {
  id: unknown;
  member_id: unknown;
  member_name: string;
  type: FeedbackRow['type'];
  content: string;
  order_no: string | null;
  images: string[] | string;
  reply: string | null;
  reply_read: boolean;
  created_at: Date;
  replied_at: Date | null;
  deleted_at: Date | null;
}

const FEEDBACK_SELECT = `SELECT f.id, f.member_id, m.name AS member_name, f.type, f.content, f.order_no, f.images,
  f.reply, f.reply_read, f.created_at, f.replied_at, f.deleted_at FROM feedbacks f JOIN members m ON m.id = f.member_id`;

const feedbackView = (r: RawFeedback): FeedbackRow => ({
  id: toInt(r.id),
  memberId: toInt(r.member_id),
  memberName: r.member_name,
  type: r.type,
  content: r.content,
  orderNo: r.order_no ?? '',
  images: typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : r.images,
  reply: r.reply ?? '',
  replyRead: r.reply !== null && r.reply_read,
  createdAt: formatChinaTime(r.created_at),
  repliedAt: r.replied_at ? formatChinaTime(r.replied_at) : null,
  deleted: r.deleted_at !== null,
});

/** Open (no reply yet, oldest first: the queue) or replied (newest first); the player's deleted ones too. */
export async function listFeedback(
  q: Queryable,
  filter: { status?: 'open' | 'replied' | undefined; memberId?: number | undefined },
  page: number,
  pageSize: number,
) {
  const where = `WHERE ($1::text IS NULL OR ($1 = 'open') = (f.reply IS NULL)) AND ($2::bigint IS NULL OR f.member_id = $2)`;
  const params = [filter.status ?? null, filter.memberId ?? null];
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM feedbacks f ${where}`, params);
  const order = filter.status === 'open' ? 'f.created_at, f.id' : 'f.created_at DESC, f.id DESC';
  const rows = await q.query<RawFeedback>(
    `${FEEDBACK_SELECT} ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(feedbackView), total: toInt(count?.n ?? 0) };
}

async function feedbackRow(q: Queryable, id: number): Promise<FeedbackRow | null> {
  const [row] = await q.query<RawFeedback>(`${FEEDBACK_SELECT} WHERE f.id = $1`, [id]);
  return row ? feedbackView(row) : null;
}

/** The reply shows in the player's 我的反馈 as unread (feedback/feedback.ts replyFeedback). */
export async function answerFeedback(
  q: Queryable,
  actor: Actor,
  id: number,
  reply: string,
): Promise<FeedbackRow> {
  const before = await feedbackRow(q, id);
  if (!before) throw new ApiError(ErrorCode.NOT_FOUND, deskText.feedbackNotFound);
  if (before.deleted) throw new ApiError(ErrorCode.INVALID_PARAMETER, deskText.feedbackDeleted);
  await replyFeedback(q, String(id), reply);
  const after = await feedbackRow(q, id);
  if (!after) throw new Error('feedback vanished');
  await writeAudit(q, actor, {
    action: 'feedback.reply',
    targetType: 'feedback',
    targetId: id,
    memberId: after.memberId,
    before: { reply: before.reply, repliedAt: before.repliedAt },
    after: { reply: after.reply, repliedAt: after.repliedAt },
  });
  return after;
}

interface RawApplication {
  id: unknown;
  member_id: unknown;
  member_name: string;
  contact_name: string;
  phone: string;
  im: string;
  channel: string;
  message: string;
  status: ApplicationRow['status'];
  created_at: Date;
  reason: string;
  reviewed_at: Date | null;
}

const APPLICATION_SELECT = `SELECT a.id, a.member_id, m.name AS member_name, a.contact_name, a.phone, a.im, a.channel,
  a.message, a.status, a.created_at, a.reason, a.reviewed_at FROM agent_applications a JOIN members m ON m.id = a.member_id`;

const applicationView = (r: RawApplication): ApplicationRow => ({
  id: toInt(r.id),
  memberId: toInt(r.member_id),
  memberName: r.member_name,
  contactName: r.contact_name,
  phone: r.phone,
  im: r.im,
  channel: r.channel,
  message: r.message,
  status: r.status,
  createdAt: formatChinaTime(r.created_at),
  reason: r.reason,
  reviewedAt: r.reviewed_at ? formatChinaTime(r.reviewed_at) : null,
});

export async function listApplications(
  q: Queryable,
  status: ApplicationRow['status'] | undefined,
  page: number,
  pageSize: number,
) {
  const where = 'WHERE ($1::text IS NULL OR a.status = $1)';
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM agent_applications a ${where}`, [
    status ?? null,
  ]);
  const order = status === 'pending' ? 'a.id' : 'a.id DESC';
  const rows = await q.query<RawApplication>(
    `${APPLICATION_SELECT} ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
    [status ?? null, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(applicationView), total: toInt(count?.n ?? 0) };
}

async function applicationRow(q: Queryable, id: number): Promise<ApplicationRow | null> {
  const [row] = await q.query<RawApplication>(`${APPLICATION_SELECT} WHERE a.id = $1`, [id]);
  return row ? applicationView(row) : null;
}

/**
 * Decides a pending application once (promotions/agent.ts review: conditional UPDATE and the
 * applicant's letter). A rejection's reason is what the applicant reads; an approval's reason
 * stays in the audit log only.
 * @throws {ApiError} 6004 unknown, 6009 already decided.
 */
export async function decideApplication(
  q: Queryable,
  actor: Actor,
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
): Promise<ApplicationRow> {
  const before = await applicationRow(q, input.id);
  if (!before) throw new ApiError(ErrorCode.NOT_FOUND, deskText.applicationNotFound);
  const approve = input.decision === 'approve';
  await review(q, input.id, { approve, reason: approve ? '' : input.reason });
  const after = await applicationRow(q, input.id);
  if (!after) throw new Error('application vanished');
  await writeAudit(q, actor, {
    action: `agent.${input.decision}`,
    targetType: 'agent_application',
    targetId: input.id,
    memberId: after.memberId,
    before: { status: before.status },
    after: { status: after.status, reason: after.reason },
    reason: input.reason,
  });
  return after;
}

/**
 * Removes the player's withdrawal password (the withdraw page then asks for a new one, as for a
 * player who never set one) and tells the player by letter.
 */
export async function resetWithdrawPassword(
  q: Queryable,
  actor: Actor,
  input: { memberId: number; reason: string },
): Promise<{ hadPassword: boolean }> {
  await findPlayer(q, input.memberId);
  const rows = await q.query('DELETE FROM withdraw_passwords WHERE member_id = $1 RETURNING member_id', [
    input.memberId,
  ]);
  const hadPassword = rows.length > 0;
  if (hadPassword)
    await writeLetter(q, input.memberId, 'notice', ...letterArgs(deskText.withdrawPasswordLetter));
  await writeAudit(q, actor, {
    action: 'player.resetWithdrawPassword',
    targetType: 'member',
    targetId: input.memberId,
    memberId: input.memberId,
    before: { hasPassword: hadPassword },
    after: { hasPassword: false },
    reason: input.reason,
  });
  return { hadPassword };
}
