import { ErrorCode, fenToYuanText, type promotions } from '@site/shared/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { promoText } from './messages';

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

type Application = { id: unknown; status: 'pending' | 'approved' | 'rejected'; created_at: Date };
const view = (a: Application) => ({
  id: toInt(a.id),
  status: a.status,
  createTime: formatChinaTime(a.created_at),
});

export async function applicationOf(q: Queryable, memberId: number) {
  const [row] = await q.query<Application>(
    'SELECT id, status, created_at FROM agent_applications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  return row ? view(row) : null;
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
    `INSERT INTO agent_applications (member_id, contact_name, phone, im, channel, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, status, created_at`,
    [memberId, form.contactName, form.phone, form.im, form.channel, form.message],
  );
  if (!row) throw new Error('insert into agent_applications returned no row');
  return view(row);
}
