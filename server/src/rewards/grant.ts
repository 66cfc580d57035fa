import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { moveMoney } from '../money/door';
import { CENTER, systemWallet, type RewardKind } from '../money/ledger';
import { REWARD_TURNOVER_OWED_SQL } from '../money/policies';
import type { games } from '@site/shared/contract';

type VenueCategory = games.VenueCategory;

/**
 * The one way a reward reaches a member (migration 008): a ledger movement from the house
 * account 'promotions' to the member's center wallet, and its turnover requirement (流水)
 * in `reward_turnover`, in the caller's transaction. Promotions (issue 13) and the member
 * area's VIP welfare, rebates and points (issue 12) all pay through here.
 */

/** Reward kinds of the ledger (migration 008): one list, in money/ledger.ts. */
export type { RewardKind };

/** Percent of a settled bet's valid turnover that counts, per category; absent = 100. */
export type Contributions = Partial<Record<VenueCategory, number>>;

export interface Reward {
  memberId: number;
  kind: RewardKind;
  /** Fen, > 0. */
  amountFen: number;
  /** Turnover multiple (流水倍数) of the amount; 0 = free to withdraw. */
  turnoverMultiple: number;
  /** What granted it, and which one: together they make the reward pay once. */
  source: string;
  sourceRef: string;
  title: string;
  contributions?: Contributions | null;
  requestId?: string | null;
  memo?: string;
}

export interface Granted {
  transferId: number;
  rewardId: number;
  requiredFen: number;
  /** Center wallet balance after the credit. */
  balanceFen: number;
}

/** Thrown when (member, source, sourceRef) was paid before: a reward pays once. */
export class RewardAlreadyGrantedError extends Error {
  constructor(source: string, sourceRef: string) {
    super(`reward ${source}/${sourceRef} was already granted`);
    this.name = 'RewardAlreadyGrantedError';
  }
}

/**
 * Credits the reward and records its turnover requirement, in `q` (a transaction).
 * @throws {RewardAlreadyGrantedError} when this member's (source, sourceRef) was paid before.
 */
export async function grantReward(q: Queryable, reward: Reward): Promise<Granted> {
  if (!Number.isSafeInteger(reward.amountFen) || reward.amountFen <= 0)
    throw new Error(`reward amount must be positive fen: ${reward.amountFen}`);
  const requiredFen = Math.round(reward.amountFen * reward.turnoverMultiple);
  const [row] = await q.query<{ id: unknown }>(
    `INSERT INTO reward_turnover (member_id, source, source_ref, amount_fen, required_fen, contributions, status, title, closed_at)
     VALUES ($1, $2, $3, $4, $5::bigint, $6::jsonb, $7, $8, CASE WHEN $5::bigint = 0 THEN now() END)
     ON CONFLICT (member_id, source, source_ref) DO NOTHING RETURNING id`,
    [
      reward.memberId,
      reward.source,
      reward.sourceRef,
      reward.amountFen,
      requiredFen,
      reward.contributions ? JSON.stringify(reward.contributions) : null,
      requiredFen === 0 ? 'met' : 'active',
      reward.title,
    ],
  );
  if (!row) throw new RewardAlreadyGrantedError(reward.source, reward.sourceRef);
  const moved = await moveMoney(q, {
    kind: reward.kind,
    memberId: reward.memberId,
    from: systemWallet('promotions'),
    to: CENTER,
    amount: reward.amountFen,
    requestId: reward.requestId ?? null,
    memo: reward.memo ?? reward.title,
  });
  const rewardId = toInt(row.id);
  await q.query('UPDATE reward_turnover SET transfer_id = $2 WHERE id = $1', [rewardId, moved.transferId]);
  return { transferId: moved.transferId, rewardId, requiredFen, balanceFen: moved.toBalance };
}

/** Fen of turnover the member still owes on active rewards (0 = nothing blocks withdrawal): the
 * money door's 6413 rule (money/policies/bonus-lock.ts) reads the same SQL. */
export async function turnoverOwed(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q.query<{ owed: unknown }>(`SELECT ${REWARD_TURNOVER_OWED_SQL} AS owed`, [memberId]);
  return row ? toInt(row.owed) : 0;
}
