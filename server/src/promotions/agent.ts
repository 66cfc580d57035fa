import { ErrorCode, fenToYuanText, type promotions } from '@site/shared/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { letterArgs, writeLetter } from '../letters/letters';
import { promoText } from '../messages/promotions';

/**
 * The agent program (/agent, 合营计划): commission on the monthly net loss of the agent's active
 * members (members who deposited and bet that month), the rate set by the tier reached.
 */
export const AGENT_TIERS = [
  { level: 1, activeMembers: 5, minNetLossFen: 0, ratePercent: 30 },
  { level: 2, activeMembers: 15, minNetLossFen: 5_000_000, ratePercent: 35 },
  { level: 3, activeMembers: 30, minNetLossFen: 20_000_000, ratePercent: 40 },
  { level: 4, activeMembers: 60, minNetLossFen: 50_000_000, ratePercent: 45 },
  { level: 5, activeMembers: 100, minNetLossFen: 100_000_000, ratePercent: 50 },
];

export function agentTiers() {
  return AGENT_TIERS.map((t) => ({
    level: t.level,
    activeMembers: t.activeMembers,
    minNetLoss: fenToYuanText(t.minNetLossFen),
    ratePercent: t.ratePercent,
  }));
}

type Status = 'pending' | 'approved' | 'rejected';
type Application = {
  id: unknown;
  status: Status;
  created_at: Date;
  reason: string;
  reviewed_at: Date | null;
};
const COLUMNS = 'id, status, created_at, reason, reviewed_at';
const view = (a: Application) => ({
  id: toInt(a.id),
  status: a.status,
  createTime: formatChinaTime(a.created_at),
  reason: a.reason,
  reviewTime: a.reviewed_at ? formatChinaTime(a.reviewed_at) : '',
});

export async function applicationOf(q: Queryable, memberId: number) {
  const [row] = await q.query<Application>(
    `SELECT ${COLUMNS} FROM agent_applications WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
    [memberId],
  );
  return row ? view(row) : null;
}

/** The operator's queue (dev tool): applications with their forms, newest first. */
export async function listApplications(q: Queryable, status?: Status) {
  const rows = await q.query<
    Application & {
      member_id: unknown;
      contact_name: string;
      phone: string;
      im: string;
      channel: string;
      message: string;
    }
  >(
    `SELECT ${COLUMNS}, member_id, contact_name, phone, im, channel, message FROM agent_applications
      WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT 100`,
    [status ?? null],
  );
  return rows.map((r) => ({
    ...view(r),
    memberId: toInt(r.member_id),
    contactName: r.contact_name,
    phone: r.phone,
    im: r.im,
    channel: r.channel,
    message: r.message,
  }));
}

/**
 * An operator approves or rejects a pending application; a rejection needs its reason, which the
 * applicant reads on /agent and in a site letter. Only a pending application can be decided.
 * @throws {ApiError} 6004 for an unknown application, 6009 when it was already decided.
 */
export async function review(q: Queryable, id: number, decision: { approve: boolean; reason: string }) {
  const [row] = await q.query<Application & { member_id: unknown }>(
    `UPDATE agent_applications SET status = $2, reason = $3, reviewed_at = now()
      WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}, member_id`,
    [id, decision.approve ? 'approved' : 'rejected', decision.reason],
  );
  if (!row) {
    const [exists] = await q.query('SELECT 1 FROM agent_applications WHERE id = $1', [id]);
    throw exists
      ? new ApiError(ErrorCode.DATA_EXISTS, promoText.agentDecided)
      : new ApiError(ErrorCode.NOT_FOUND, promoText.agentNotFound);
  }
  const letter = decision.approve
    ? promoText.agentApprovedLetter
    : promoText.agentRejectedLetter(decision.reason);
  await writeLetter(q, toInt(row.member_id), 'notice', ...letterArgs(letter));
  return view(row);
}

/** @throws {ApiError} 6009 while an earlier application is pending or approved. */
export async function apply(
  q: Queryable,
  memberId: number,
  form: z.output<typeof promotions.agentApplyRequest>,
) {
  await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const previous = await applicationOf(q, memberId);
  if (previous && previous.status !== 'rejected')
    throw new ApiError(ErrorCode.DATA_EXISTS, promoText.agentPending);
  const [row] = await q.query<Application>(
    `INSERT INTO agent_applications (member_id, contact_name, phone, im, channel, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [memberId, form.contactName, form.phone, form.im, form.channel, form.message],
  );
  if (!row) throw new Error('insert into agent_applications returned no row');
  return view(row);
}
