import { ErrorCode, fenToYuanText as yuan, type protection } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { bindPolicySql } from '../money/door';
import { USED_SQL, type LimitKind, type LimitPeriod } from '../money/policies/limits';
import { protectionMessages as text } from '../messages/protection';

/** The cooling-off of an increase or a removal (RTS 12). */
export const COOLING_OFF_MS = 24 * 3600_000;

const KINDS: readonly LimitKind[] = ['deposit', 'loss', 'wager'];
const PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

type AnyKind = LimitKind | 'session';
type AnyPeriod = LimitPeriod | 'session';

interface LimitRow {
  kind: AnyKind;
  period: AnyPeriod;
  amount: unknown;
  pending: boolean;
  pending_amount: unknown;
  pending_requested_at: Date | null;
  pending_confirmable_at: Date | null;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : toInt(v));

async function rowsOf(q: Queryable, memberId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(
    `SELECT kind, period, amount, pending, pending_amount, pending_requested_at, pending_confirmable_at
       FROM protection_limits WHERE member_id = $1`,
    [memberId],
  );
}

function pendingView(row: LimitRow | undefined, at: Date, show: (v: number) => string) {
  if (!row?.pending || !row.pending_confirmable_at || !row.pending_requested_at) return null;
  const value = numOrNull(row.pending_amount);
  return {
    value: value === null ? null : show(value),
    requestedAt: formatChinaTime(row.pending_requested_at),
    confirmableAt: formatChinaTime(row.pending_confirmable_at),
    confirmable: at.getTime() >= new Date(row.pending_confirmable_at).getTime(),
  };
}

/** What the policies count now for one kind, per period (the same SQL as policies/limits.ts). */
async function usedOf(q: Queryable, memberId: number, kind: LimitKind) {
  const used = bindPolicySql(USED_SQL[kind]('now() - protection_window(p.period)'), (name) =>
    name === 'member' ? '$1::bigint' : name === 'amount' ? '0::bigint' : 'NULL::text',
  );
  const rows = await q.query<{ period: LimitPeriod; used: unknown; resets: Date | null }>(
    `SELECT p.period, u.used, u.first + protection_window(p.period) AS resets
       FROM (VALUES ('day'), ('week'), ('month')) AS p (period) CROSS JOIN LATERAL (${used}) u`,
    [memberId],
  );
  return new Map(rows.map((r) => [r.period, { used: toInt(r.used), resets: r.resets }]));
}

/** The page: every limit, what is used and left, when it resets, pending changes. */
export async function overviewOf(
  q: Queryable,
  memberId: number,
  at: Date,
): Promise<Omit<protection.Overview, 'realityCheckMinutes' | 'restriction'>> {
  const rows = await rowsOf(q, memberId);
  const limits: protection.LimitView[] = [];
  for (const kind of KINDS) {
    const used = await usedOf(q, memberId, kind);
    for (const period of PERIODS) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const amount = numOrNull(row?.amount);
      const u = used.get(period) ?? { used: 0, resets: null };
      limits.push({
        kind,
        period,
        amount: amount === null ? null : yuan(amount),
        used: yuan(u.used),
        left: amount === null ? null : yuan(Math.max(0, amount - u.used)),
        resetsAt: u.resets ? formatChinaTime(u.resets) : null,
        pending: pendingView(row, at, yuan),
      });
    }
  }
  const session = rows.find((r) => r.kind === 'session');
  return {
    limits,
    sessionLimit: { minutes: numOrNull(session?.amount), pending: pendingView(session, at, String) },
  };
}

export type ChangeOutcome = { applied: 'now' | 'pending' | 'unchanged'; message: string };

async function lockedRow(q: Queryable, memberId: number, kind: AnyKind, period: AnyPeriod) {
  await q.query(
    `INSERT INTO protection_limits (member_id, kind, period) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [memberId, kind, period],
  );
  const [row] = await q.query<LimitRow>(
    `SELECT kind, period, amount, pending, pending_amount, pending_requested_at, pending_confirmable_at
       FROM protection_limits WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [memberId, kind, period],
  );
  if (!row) throw new Error('protection_limits row vanished');
  return row;
}

async function history(
  q: Queryable,
  memberId: number,
  kind: AnyKind,
  period: AnyPeriod,
  action: 'set' | 'decrease' | 'request' | 'confirm' | 'cancel',
  oldAmount: number | null,
  newAmount: number | null,
  at: Date,
) {
  await q.query(
    `INSERT INTO protection_limit_history (member_id, kind, period, action, old_amount, new_amount, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [memberId, kind, period, action, oldAmount, newAmount, at],
  );
}

const CLEAR_PENDING = `pending = false, pending_amount = NULL, pending_requested_at = NULL, pending_confirmable_at = NULL`;

/**
 * Sets one limit to `value` (fen, or minutes for the session limit; null removes it). A new limit
 * or a lower one applies at once; a higher one or a removal waits COOLING_OFF_MS and then needs
 * `confirmChange` (the old limit applies until then). A new request replaces a pending one.
 */
export async function changeLimit(
  q: Queryable,
  memberId: number,
  kind: AnyKind,
  period: AnyPeriod,
  value: number | null,
  at: Date,
): Promise<ChangeOutcome> {
  const row = await lockedRow(q, memberId, kind, period);
  const current = numOrNull(row.amount);
  if (value === current) {
    if (row.pending) await cancelChange(q, memberId, kind, period, at);
    return { applied: 'unchanged', message: text.unchanged };
  }
  if (current === null || (value !== null && value < current)) {
    await q.query(
      `UPDATE protection_limits SET amount = $4, ${CLEAR_PENDING}, updated_at = $5
        WHERE member_id = $1 AND kind = $2 AND period = $3`,
      [memberId, kind, period, value, at],
    );
    await history(q, memberId, kind, period, current === null ? 'set' : 'decrease', current, value, at);
    return { applied: 'now', message: text.applied };
  }
  const confirmableAt = new Date(at.getTime() + COOLING_OFF_MS);
  await q.query(
    `UPDATE protection_limits SET pending = true, pending_amount = $4, pending_requested_at = $5,
        pending_confirmable_at = $6, updated_at = $5
      WHERE member_id = $1 AND kind = $2 AND period = $3`,
    [memberId, kind, period, value, at, confirmableAt],
  );
  await history(q, memberId, kind, period, 'request', current, value, at);
  return { applied: 'pending', message: text.pending(confirmableAt) };
}

/**
 * Applies a pending increase or removal once its cooling-off has passed.
 * @throws {ApiError} 6012 with nothing pending, or before `pending_confirmable_at`.
 */
export async function confirmChange(
  q: Queryable,
  memberId: number,
  kind: AnyKind,
  period: AnyPeriod,
  at: Date,
): Promise<ChangeOutcome> {
  const row = await lockedRow(q, memberId, kind, period);
  if (!row.pending || !row.pending_confirmable_at) throw new ApiError(ErrorCode.WARNING, text.nothingPending);
  const from = new Date(row.pending_confirmable_at);
  if (at.getTime() < from.getTime()) throw new ApiError(ErrorCode.WARNING, text.notYet(from));
  await q.query(
    `UPDATE protection_limits SET amount = pending_amount, ${CLEAR_PENDING}, updated_at = $4
      WHERE member_id = $1 AND kind = $2 AND period = $3`,
    [memberId, kind, period, at],
  );
  await history(
    q,
    memberId,
    kind,
    period,
    'confirm',
    numOrNull(row.amount),
    numOrNull(row.pending_amount),
    at,
  );
  return { applied: 'now', message: text.confirmed };
}

/** Drops a pending change; the limit in force stays. */
export async function cancelChange(
  q: Queryable,
  memberId: number,
  kind: AnyKind,
  period: AnyPeriod,
  at: Date,
): Promise<ChangeOutcome> {
  const row = await lockedRow(q, memberId, kind, period);
  if (!row.pending) throw new ApiError(ErrorCode.WARNING, text.nothingPending);
  await q.query(
    `UPDATE protection_limits SET ${CLEAR_PENDING}, updated_at = $4 WHERE member_id = $1 AND kind = $2 AND period = $3`,
    [memberId, kind, period, at],
  );
  await history(
    q,
    memberId,
    kind,
    period,
    'cancel',
    numOrNull(row.amount),
    numOrNull(row.pending_amount),
    at,
  );
  return { applied: 'unchanged', message: text.cancelled };
}
