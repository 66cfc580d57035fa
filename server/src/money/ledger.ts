import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import { ApiError } from '../http/api-error';
import { fundsMemos, fundsMessages } from '../messages/funds';

/**
 * The ledger (migration 004): wallets are rows of `ledger_accounts`, a movement is one
 * `ledger_transfers` row with two `ledger_entries` (−amount, +amount). Everything here
 * runs in the caller's transaction, so a movement and what caused it (an order, an
 * idempotency record) commit or roll back together.
 */

/** A member's wallet, or one of the system accounts that stand for the world outside. */
export type Wallet =
  | { kind: 'center' }
  | { kind: 'lock' }
  | { kind: 'venue'; venue: string }
  | { kind: 'system'; name: SystemAccount };

/**
 * `casino` and `sportsbook` are the house side of bets (migration 005); `promotions` pays rewards
 * (008); `adjustments` is the other side of an operator's four-eyes manual adjustment (030).
 */
export type SystemAccount =
  | 'deposits'
  | 'withdrawals'
  | 'opening'
  | 'migration'
  | 'casino'
  | 'sportsbook'
  | 'promotions'
  | 'adjustments';

export type TransferKind =
  | 'deposit'
  | 'withdraw_lock'
  | 'withdraw_approve'
  | 'withdraw_reject'
  | 'venue_in'
  | 'venue_out'
  | 'wallet_transfer'
  | 'opening'
  /** Demo casino games: a stake leaves the venue wallet, a win comes back to it. */
  | 'game_bet'
  | 'game_win'
  /** The CRTY sportsbook: stake from the center wallet, payout or refund back to it. */
  | 'sport_stake'
  | 'sport_payout'
  | 'sport_refund'
  /** A reward given up (turnover forfeited): back to the `promotions` house account. */
  | 'promo_void'
  /** A back-office adjustment approved by a second operator (migration 030), either way. */
  | 'manual_adjust'
  | RewardKind;

/** Rewards (migration 008, server/src/rewards): paid from the `promotions` house account. */
export type RewardKind =
  | 'promo_bonus'
  | 'deposit_bonus'
  | 'vip_upgrade'
  | 'vip_birthday'
  | 'vip_red_packet'
  | 'rebate'
  | 'points_exchange'
  | 'invite_reward'
  | 'task_reward'
  | 'sign_reward'
  | 'draw_prize'
  | 'race_prize';

export type MemberWallet = Exclude<Wallet, { kind: 'system' }>;

export const CENTER: MemberWallet = { kind: 'center' };
export const LOCK: MemberWallet = { kind: 'lock' };
export const venueWallet = (venue: string): MemberWallet => ({ kind: 'venue', venue });
export const systemWallet = (name: SystemAccount): Wallet => ({ kind: 'system', name });

/**
 * Thrown when the paying wallet holds less than the amount. The conditional UPDATE is what
 * decides, under the row lock; the CHECK constraint would catch a bug that skipped it.
 */
export class InsufficientFundsError extends ApiError {
  constructor(wallet: Wallet) {
    super(
      ErrorCode.INVALID_PARAMETER,
      wallet.kind === 'venue'
        ? fundsMessages.venueInsufficient(wallet.venue)
        : wallet.kind === 'lock'
          ? fundsMessages.lockInsufficient
          : fundsMessages.centerInsufficient,
    );
    this.name = 'InsufficientFundsError';
  }
}

/** The account id of a wallet, creating a member's wallet on first use. */
export async function accountOf(q: Queryable, memberId: number, wallet: Wallet): Promise<number> {
  if (wallet.kind === 'system') {
    const [row] = await q.query<{ id: unknown }>(
      `SELECT id FROM ledger_accounts WHERE kind = 'system' AND system_name = $1`,
      [wallet.name],
    );
    if (!row) throw new Error(`system account ${wallet.name} is missing (migration 004)`);
    return toInt(row.id);
  }
  const venue = wallet.kind === 'venue' ? wallet.venue : null;
  const find = () =>
    q.query<{ id: unknown }>(
      `SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND venue_code IS NOT DISTINCT FROM $3`,
      [memberId, wallet.kind, venue],
    );
  const [found] = await find();
  if (found) return toInt(found.id);
  await q.query(
    wallet.kind === 'venue'
      ? `INSERT INTO ledger_accounts (kind, member_id, venue_code) VALUES ('venue', $1, $2)
         ON CONFLICT (member_id, venue_code) WHERE kind = 'venue' DO NOTHING`
      : `INSERT INTO ledger_accounts (kind, member_id) VALUES ($2, $1)
         ON CONFLICT (member_id, kind) WHERE kind IN ('center', 'lock') DO NOTHING`,
    [memberId, wallet.kind === 'venue' ? wallet.venue : wallet.kind],
  );
  const [created] = await find();
  if (!created) throw new Error(`could not open the ${wallet.kind} wallet of member ${memberId}`);
  return toInt(created.id);
}

export interface Movement {
  kind: TransferKind;
  memberId: number;
  from: Wallet;
  to: Wallet;
  /** Fen, > 0. */
  amount: number;
  /** The member's request-id that caused it; `seq` numbers the legs of one request. */
  requestId?: string | null;
  seq?: number;
  orderNo?: string | null;
  memo?: string;
}

export interface Moved {
  transferId: number;
  fromBalance: number;
  toBalance: number;
}

/**
 * Locks the member's center account row until the transaction ends: the one lock every
 * money movement of a member takes first (opening the wallets of a member who has none).
 */
export async function lockMember(q: Queryable, memberId: number): Promise<void> {
  // A row lock lasts until the transaction ends, and `q` is one transaction's handle: take it once.
  const held = lockedIn.get(q) ?? new Set<number>();
  if (held.has(memberId)) return;
  const locked = await q.query(LOCK_MEMBER_SQL, [memberId]);
  if (locked.length === 0) {
    await openWallets(q, memberId);
    return;
  }
  noteLocked(q, memberId);
}

const lockedIn = new WeakMap<Queryable, Set<number>>();

/**
 * Records that the transaction `q` holds the lock of `memberId` (taken by a statement that
 * also did other work, idempotency.ts `claim`), so `lockMember` skips its query.
 */
export function noteLocked(q: Queryable, memberId: number): void {
  const held = lockedIn.get(q) ?? new Set<number>();
  held.add(memberId);
  lockedIn.set(q, held);
}

/** The statement of `lockMember`, for callers that fold it into a bigger one ($1 = member). */
export const LOCK_MEMBER_SQL = `SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'center' FOR UPDATE`;

const keyOf = (wallet: Wallet): string | null =>
  wallet.kind === 'system' ? wallet.name : wallet.kind === 'venue' ? wallet.venue : null;

/** Collects query parameters: `add(value, type)` answers its typed placeholder (`$3::bigint`). */
function parameters() {
  const values: unknown[] = [];
  const add = (value: unknown, type: 'bigint' | 'int' | 'text') => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  return { values, add };
}

type Add = ReturnType<typeof parameters>['add'];

/** The debit as CTE `d`: the payer, only if it holds enough (system accounts may go negative). */
function debitSql(from: Wallet, member: string, amount: string, add: Add): string {
  const where =
    from.kind === 'system'
      ? `kind = 'system' AND system_name = ${add(from.name, 'text')}`
      : from.kind === 'venue'
        ? `kind = 'venue' AND member_id = ${member} AND venue_code = ${add(from.venue, 'text')}`
        : `kind = ${add(from.kind, 'text')} AND member_id = ${member}`;
  return `UPDATE ledger_accounts SET balance = balance - ${amount}
      WHERE ${where} AND (kind = 'system' OR balance >= ${amount}) RETURNING id, balance`;
}

/**
 * The credit as CTE `c`, only when the debit `d` found a row: a system account is updated,
 * a member wallet upserted (opened on first use).
 */
function creditSql(to: Wallet, member: string, amount: string, add: Add): string {
  if (to.kind === 'system')
    return `UPDATE ledger_accounts SET balance = balance + ${amount}
      WHERE kind = 'system' AND system_name = ${add(to.name, 'text')} AND EXISTS (SELECT 1 FROM d)
      RETURNING id, balance`;
  if (to.kind === 'venue')
    return `INSERT INTO ledger_accounts (kind, member_id, venue_code, balance)
      SELECT 'venue', ${member}, ${add(to.venue, 'text')}, ${amount} FROM d
      ON CONFLICT (member_id, venue_code) WHERE kind = 'venue'
      DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance RETURNING id, balance`;
  return `INSERT INTO ledger_accounts (kind, member_id, balance)
      SELECT ${add(to.kind, 'text')}, ${member}, ${amount} FROM d
      ON CONFLICT (member_id, kind) WHERE kind IN ('center', 'lock')
      DO UPDATE SET balance = ledger_accounts.balance + EXCLUDED.balance RETURNING id, balance`;
}

/**
 * Moves `amount` fen from one wallet to another as one entry pair, in the transaction `q`
 * (never the bare database handle: the member lock is remembered per `q`). The debit, the
 * credit, the transfer row and its two entries are ONE statement (data-modifying CTEs): one
 * round trip to the database instead of four, which is most of a transfer's cost on a
 * networked PostgreSQL (scripts/bench/transfers.mjs).
 * Locks first the member's center account: every movement of a member takes that lock
 * first, so on PostgreSQL two movements of one member never deadlock over the order of
 * their rows, and system accounts are only ever locked last. The payer is debited only if
 * it holds enough (conditional UPDATE); the payee is created on first use (upsert).
 * @throws {InsufficientFundsError} when the paying member wallet holds less than `amount`.
 */
export async function move(q: Queryable, m: Movement): Promise<Moved> {
  if (!Number.isSafeInteger(m.amount) || m.amount <= 0)
    throw new Error(`ledger amount must be positive integer fen: ${m.amount}`);
  if (m.from.kind === m.to.kind && keyOf(m.from) === keyOf(m.to))
    throw new ApiError(ErrorCode.INVALID_PARAMETER, fundsMessages.sameWallet);
  await lockMember(q, m.memberId);
  const { values, add } = parameters();
  const member = add(m.memberId, 'bigint');
  const amount = add(m.amount, 'bigint');
  // One snapshot for every part; they touch different rows (payer != payee), and each
  // later part reads what the earlier returned, so nothing is written without the debit.
  const sql = `WITH d AS (${debitSql(m.from, member, amount, add)}),
     c AS (${creditSql(m.to, member, amount, add)}),
     t AS (
       INSERT INTO ledger_transfers (kind, member_id, amount, request_id, seq, order_no, memo)
       SELECT ${add(m.kind, 'text')}, ${member}, ${amount}, ${add(m.requestId ?? null, 'text')},
         ${add(m.seq ?? 0, 'int')}, ${add(m.orderNo ?? null, 'text')}, ${add(m.memo ?? '', 'text')} FROM c
       RETURNING id),
     e AS (
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after)
       SELECT t.id, x.account_id, x.amount, x.balance_after FROM t, d, c,
         LATERAL (VALUES (d.id, -${amount}, d.balance), (c.id, ${amount}, c.balance))
           AS x (account_id, amount, balance_after))
     SELECT d.balance AS from_balance, c.balance AS to_balance, t.id AS transfer_id
       FROM d LEFT JOIN c ON true LEFT JOIN t ON true`;
  const [row] = await q.query<{ from_balance: unknown; to_balance: unknown; transfer_id: unknown }>(
    sql,
    values,
  );
  if (!row) throw new InsufficientFundsError(m.from);
  if (row.transfer_id === null || row.transfer_id === undefined)
    throw new Error(`ledger account of ${JSON.stringify(m.to)} is missing`);
  return {
    transferId: toInt(row.transfer_id),
    fromBalance: toInt(row.from_balance),
    toBalance: toInt(row.to_balance),
  };
}

/** Balance in fen of a member wallet (0 when it was never opened). */
export async function balanceOf(q: Queryable, memberId: number, wallet: MemberWallet): Promise<number> {
  const venue = wallet.kind === 'venue' ? wallet.venue : null;
  const [row] = await q.query<{ balance: unknown }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = $2 AND venue_code IS NOT DISTINCT FROM $3`,
    [memberId, wallet.kind, venue],
  );
  return row ? toInt(row.balance) : 0;
}

/** Every venue balance of a member, by channel code (venues never used are absent). */
export async function venueBalances(q: Queryable, memberId: number): Promise<Map<string, number>> {
  const rows = await q.query<{ venue_code: string; balance: unknown }>(
    `SELECT venue_code, balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'venue'`,
    [memberId],
  );
  return new Map(rows.map((r) => [r.venue_code, toInt(r.balance)]));
}

/**
 * A new member's center and lock wallets; an opening balance (dev tools, demo members)
 * arrives as an 'opening' pair from the opening system account, like any other money.
 */
export async function openWallets(q: Queryable, memberId: number, openingFen = 0): Promise<void> {
  await accountOf(q, memberId, CENTER);
  await accountOf(q, memberId, LOCK);
  if (openingFen > 0) {
    await move(q, {
      kind: 'opening',
      memberId,
      from: systemWallet('opening'),
      to: CENTER,
      amount: openingFen,
      memo: fundsMemos.openingDev,
    });
  }
}
