import { ErrorCode } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { letterArgs, writeLetter } from '../letters/letters';
import { boLetters, boMessages as text } from '../messages/backoffice';
import { moveMoney } from '../money/door';
import { CENTER, systemWallet } from '../money/ledger';
import { writeAudit, type Actor } from './audit';
import { findPlayer } from './players';

/**
 * Manual balance adjustments with four eyes: one operator requests, ANOTHER approves; only the
 * approval moves money, through the money door, between the member's centre wallet and the
 * `adjustments` house account (migration 030). The table's CHECK also refuses self-approval.
 */

interface Row {
  id: unknown;
  member_id: unknown;
  member_name: string;
  amount: unknown;
  reason: string;
  status: backoffice.AdjustmentView['status'];
  requested_by: unknown;
  requested_by_name: string;
  requested_at: Date | string;
  decided_by: unknown;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  decision_reason: string | null;
  transfer_id: unknown;
}

const SELECT = `SELECT a.*, m.name AS member_name, r.name AS requested_by_name, d.name AS decided_by_name
  FROM balance_adjustments a JOIN members m ON m.id = a.member_id JOIN operators r ON r.id = a.requested_by
  LEFT JOIN operators d ON d.id = a.decided_by`;

const view = (r: Row): backoffice.AdjustmentView => ({
  id: toInt(r.id),
  memberId: toInt(r.member_id),
  memberName: r.member_name,
  amount: toInt(r.amount),
  reason: r.reason,
  status: r.status,
  requestedBy: toInt(r.requested_by),
  requestedByName: r.requested_by_name,
  requestedAt: formatChinaTime(r.requested_at),
  decidedBy: r.decided_by === null ? null : toInt(r.decided_by),
  decidedByName: r.decided_by_name,
  decidedAt: r.decided_at === null ? null : formatChinaTime(r.decided_at),
  decisionReason: r.decision_reason,
  transferId: r.transfer_id === null ? null : toInt(r.transfer_id),
});

async function find(q: Queryable, id: number): Promise<backoffice.AdjustmentView> {
  const [row] = await q.query<Row>(`${SELECT} WHERE a.id = $1`, [id]);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, text.adjustmentNotFound);
  return view(row);
}

export async function requestAdjustment(
  q: Queryable,
  actor: Actor & { id: number },
  input: { memberId: number; amount: number; reason: string },
): Promise<backoffice.AdjustmentView> {
  await findPlayer(q, input.memberId);
  const [row] = await q.query<{ id: unknown }>(
    `INSERT INTO balance_adjustments (member_id, amount, reason, requested_by) VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.memberId, input.amount, input.reason, actor.id],
  );
  const adjustment = await find(q, toInt(row?.id));
  await writeAudit(q, actor, {
    action: 'adjustment.request',
    targetType: 'adjustment',
    targetId: adjustment.id,
    memberId: input.memberId,
    after: adjustment,
    reason: input.reason,
  });
  return adjustment;
}

export async function listAdjustments(
  q: Queryable,
  status: backoffice.AdjustmentView['status'] | undefined,
  page: number,
  pageSize: number,
) {
  const [count] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM balance_adjustments WHERE $1::text IS NULL OR status = $1`,
    [status ?? null],
  );
  const rows = await q.query<Row>(
    `${SELECT} WHERE $1::text IS NULL OR a.status = $1 ORDER BY a.id DESC LIMIT $2 OFFSET $3`,
    [status ?? null, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(view), total: toInt(count?.n ?? 0) };
}

/**
 * @throws {ApiError} 6003 when the approver requested it; 6007 when it is no longer pending;
 * InsufficientFundsError when a debit exceeds the centre wallet (nothing moves, it stays pending).
 */
export async function decideAdjustment(
  q: Queryable,
  actor: Actor & { id: number },
  input: { id: number; decision: 'approve' | 'reject'; reason: string },
): Promise<backoffice.AdjustmentView> {
  const [locked] = await q.query<{
    member_id: unknown;
    amount: unknown;
    status: string;
    requested_by: unknown;
  }>(`SELECT member_id, amount, status, requested_by FROM balance_adjustments WHERE id = $1 FOR UPDATE`, [
    input.id,
  ]);
  if (!locked) throw new ApiError(ErrorCode.NOT_FOUND, text.adjustmentNotFound);
  if (locked.status !== 'pending') throw new ApiError(ErrorCode.INVALID_PARAMETER, text.adjustmentDecided);
  if (toInt(locked.requested_by) === actor.id)
    throw new ApiError(ErrorCode.ACCESS_DENIED, text.ownAdjustment);
  const before = await find(q, input.id);
  const memberId = toInt(locked.member_id);
  const amount = toInt(locked.amount);
  let transferId: number | null = null;
  if (input.decision === 'approve') {
    const moved = await moveMoney(q, {
      kind: 'manual_adjust',
      memberId,
      from: amount > 0 ? systemWallet('adjustments') : CENTER,
      to: amount > 0 ? CENTER : systemWallet('adjustments'),
      amount: Math.abs(amount),
      requestId: `bo-adjust-${input.id}`,
      memo: text.adjustMemo(input.id),
    });
    transferId = moved.transferId;
    await writeLetter(q, memberId, 'notice', ...letterArgs(boLetters.adjusted(amount)));
  }
  await q.query(
    `UPDATE balance_adjustments SET status = $2, decided_by = $3, decided_at = now(), decision_reason = $4, transfer_id = $5
      WHERE id = $1`,
    [input.id, input.decision === 'approve' ? 'approved' : 'rejected', actor.id, input.reason, transferId],
  );
  const after = await find(q, input.id);
  await writeAudit(q, actor, {
    action: `adjustment.${input.decision}`,
    targetType: 'adjustment',
    targetId: input.id,
    memberId,
    before,
    after,
    reason: input.reason,
  });
  return after;
}
