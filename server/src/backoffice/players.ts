import type { z } from 'zod';
import { ErrorCode } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { boMessages as text } from '../messages/backoffice';

/** Players as operators see them: search, the player page, linked accounts (issue 30 part 3). */

type View = z.input<typeof backoffice.viewPlayer.response>;
const t = (v: Date | string | null) => (v === null ? null : formatChinaTime(v));
const n = (v: unknown) => (v === null || v === undefined ? 0 : toInt(v));

interface MemberRow {
  id: unknown;
  name: string;
  real_name: string;
  phone: string;
  email: string;
  site_id: string;
  vip_grade: number;
  status: string;
  created_at: Date | string;
  last_login_at: Date | string | null;
}
const MEMBER_COLUMNS =
  'm.id, m.name, m.real_name, m.phone, m.email, m.site_id, m.vip_grade, m.status, m.created_at, m.last_login_at';

const summary = (r: MemberRow): backoffice.PlayerSummary => ({
  id: toInt(r.id),
  name: r.name,
  realName: r.real_name,
  phone: r.phone,
  email: r.email,
  siteId: r.site_id,
  vipGrade: r.vip_grade,
  status: r.status,
  createdAt: formatChinaTime(r.created_at),
  lastLoginAt: t(r.last_login_at),
});

/** Name, phone, e-mail or real name containing `q`, or a deposit / withdrawal order number equal to it. */
export async function searchPlayers(q: Queryable, query: string, page: number, pageSize: number) {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `WHERE m.name ILIKE $1 OR m.phone LIKE $1 OR m.email ILIKE $1 OR m.real_name LIKE $1
     OR m.id IN (SELECT member_id FROM deposit_orders WHERE order_no = $2
                 UNION SELECT member_id FROM withdraw_orders WHERE order_no = $2)`;
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM members m ${where}`, [
    like,
    query,
  ]);
  const rows = await q.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM members m ${where} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [like, query, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(summary), total: n(count?.n) };
}

export async function findPlayer(q: Queryable, memberId: number): Promise<backoffice.PlayerSummary> {
  const [row] = await q.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members m WHERE m.id = $1`, [
    memberId,
  ]);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, text.memberNotFound);
  return summary(row);
}

interface RestrictionRow {
  id: unknown;
  kind: backoffice.RestrictionView['kind'];
  starts_at: Date | string;
  ends_at: Date | string | null;
  reason: string;
  created_by: string;
  created_by_name: string;
  lifted_at: Date | string | null;
  lifted_by_name: string | null;
  in_force: boolean;
}
/**
 * Who set and who lifted a restriction, as people read it: an operator's name for the stored
 * `operator:<id>`, anything else ('member' for a player's own break) as stored.
 */
const actorName = (column: string) =>
  `coalesce((SELECT o.name FROM operators o WHERE 'operator:' || o.id = member_restrictions.${column}), member_restrictions.${column})`;
export const RESTRICTION_COLUMNS = `id, kind, starts_at, ends_at, reason, created_by,
  ${actorName('created_by')} AS created_by_name, lifted_at, ${actorName('lifted_by')} AS lifted_by_name,
  (lifted_at IS NULL AND starts_at <= now() AND (ends_at IS NULL OR ends_at > now())) AS in_force`;

export const restrictionView = (r: RestrictionRow): backoffice.RestrictionView => ({
  id: toInt(r.id),
  kind: r.kind,
  startsAt: formatChinaTime(r.starts_at),
  endsAt: t(r.ends_at),
  reason: r.reason,
  createdBy: r.created_by_name,
  liftedAt: t(r.lifted_at),
  liftedBy: r.lifted_by_name,
  inForce: r.in_force,
});
export type { RestrictionRow };

/**
 * Other members who share something with this one: a device id or an IP of a login, a payer
 * name of a deposit, a bank card number, or a phone. At most 50.
 */
export async function linkedAccounts(q: Queryable, memberId: number): Promise<backoffice.LinkedAccount[]> {
  const rows = await q.query<{
    member_id: unknown;
    name: string;
    via: backoffice.LinkedAccount['via'];
    value: string;
  }>(
    `WITH links AS (
       SELECT DISTINCT o.member_id, 'device' AS via, o.uuid AS value FROM login_attempts a
         JOIN login_attempts o ON o.uuid = a.uuid AND o.member_id <> a.member_id
        WHERE a.member_id = $1 AND a.uuid <> ''
       UNION SELECT DISTINCT o.member_id, 'ip', o.ip FROM login_attempts a
         JOIN login_attempts o ON o.ip = a.ip AND o.member_id <> a.member_id
        WHERE a.member_id = $1 AND a.ip <> '' AND a.result = 'ok' AND o.result = 'ok'
       UNION SELECT DISTINCT o.member_id, 'payer_name', o.payer_name FROM deposit_orders d
         JOIN deposit_orders o ON o.payer_name = d.payer_name AND o.member_id <> d.member_id
        WHERE d.member_id = $1 AND d.payer_name <> ''
       UNION SELECT DISTINCT o.member_id, 'bank_card', o.account_no FROM bank_cards c
         JOIN bank_cards o ON o.account_no = c.account_no AND o.member_id <> c.member_id
        WHERE c.member_id = $1
       UNION SELECT o.id, 'phone', o.phone FROM members m
         JOIN members o ON o.phone = m.phone AND o.id <> m.id WHERE m.id = $1 AND m.phone <> '')
     SELECT l.member_id, m.name, l.via, l.value FROM links l JOIN members m ON m.id = l.member_id
      WHERE l.member_id IS NOT NULL ORDER BY l.member_id, l.via LIMIT 50`,
    [memberId],
  );
  return rows.map((r) => ({ memberId: toInt(r.member_id), name: r.name, via: r.via, value: r.value }));
}

/** The player page: every list is the latest 50. */
export async function viewPlayer(q: Queryable, memberId: number): Promise<View> {
  const player = await findPlayer(q, memberId);
  const accounts = await q.query<{ kind: string; venue_code: string | null; balance: unknown }>(
    `SELECT kind, venue_code, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY venue_code NULLS FIRST`,
    [memberId],
  );
  const balanceOf = (kind: string) => n(accounts.find((a) => a.kind === kind)?.balance);
  const ledger = await q.query<{
    id: unknown;
    created_at: Date | string;
    kind: string;
    amount: unknown;
    order_no: string | null;
    memo: string;
    from_name: string;
    to_name: string;
  }>(
    `SELECT t.id, t.created_at, t.kind, t.amount, t.order_no, t.memo,
            max(CASE WHEN e.amount < 0 THEN coalesce(a.system_name, a.venue_code, a.kind) END) AS from_name,
            max(CASE WHEN e.amount > 0 THEN coalesce(a.system_name, a.venue_code, a.kind) END) AS to_name
       FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.member_id = $1 GROUP BY t.id ORDER BY t.id DESC LIMIT 50`,
    [memberId],
  );
  const bets = await q.query<{
    order_no: string;
    created_at: Date | string;
    stake: unknown;
    payout: unknown;
    status: string;
  }>(
    `SELECT order_no, created_at, stake, payout, status FROM sport_bets WHERE member_id = $1 ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  const rounds = await q.query<{
    round_id: string;
    created_at: Date | string;
    venue_code: string;
    stake: unknown;
    win: unknown;
  }>(
    `SELECT round_id, created_at, venue_code, stake, win FROM game_rounds WHERE member_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [memberId],
  );
  const bonuses = await q.query<{
    id: unknown;
    created_at: Date | string;
    title: string;
    source: string;
    amount_fen: unknown;
    required_fen: unknown;
    done_fen: unknown;
    status: string;
  }>(
    `SELECT id, created_at, title, source, amount_fen, required_fen, done_fen, status FROM reward_turnover
      WHERE member_id = $1 ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  const deposits = await q.query<{
    order_no: string;
    created_at: Date | string;
    amount: unknown;
    pay_type: string;
    payer_name: string;
    status: string;
  }>(
    `SELECT order_no, created_at, amount, pay_type, payer_name, status FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [memberId],
  );
  const withdrawals = await q.query<{
    order_no: string;
    created_at: Date | string;
    amount: unknown;
    status: string;
    remark: string;
  }>(
    `SELECT order_no, created_at, amount, status, remark FROM withdraw_orders WHERE member_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [memberId],
  );
  const logins = await q.query<{ created_at: Date | string; ip: string; uuid: string; result: string }>(
    `SELECT created_at, ip, uuid, result FROM login_attempts WHERE member_id = $1 ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  const restrictions = await q.query<RestrictionRow>(
    `SELECT ${RESTRICTION_COLUMNS} FROM member_restrictions WHERE member_id = $1 ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  return {
    player,
    balances: {
      center: balanceOf('center'),
      lock: balanceOf('lock'),
      venues: accounts
        .filter((a) => a.kind === 'venue' && a.venue_code)
        .map((a) => ({ venue: a.venue_code ?? '', balance: n(a.balance) })),
    },
    ledger: ledger.map((r) => ({
      id: toInt(r.id),
      at: formatChinaTime(r.created_at),
      kind: r.kind,
      amount: n(r.amount),
      from: r.from_name,
      to: r.to_name,
      orderNo: r.order_no,
      memo: r.memo,
    })),
    sportBets: bets.map((b) => ({
      id: b.order_no,
      at: formatChinaTime(b.created_at),
      stake: n(b.stake),
      payout: n(b.payout),
      status: b.status,
    })),
    rounds: rounds.map((r) => ({
      id: r.round_id,
      at: formatChinaTime(r.created_at),
      venue: r.venue_code,
      stake: n(r.stake),
      win: n(r.win),
    })),
    bonuses: bonuses.map((b) => ({
      id: toInt(b.id),
      at: formatChinaTime(b.created_at),
      title: b.title,
      source: b.source,
      amount: n(b.amount_fen),
      requiredTurnover: n(b.required_fen),
      doneTurnover: n(b.done_fen),
      status: b.status,
    })),
    deposits: deposits.map((d) => ({
      orderNo: d.order_no,
      at: formatChinaTime(d.created_at),
      amount: n(d.amount),
      payType: d.pay_type,
      payerName: d.payer_name,
      status: d.status,
    })),
    withdrawals: withdrawals.map((w) => ({
      orderNo: w.order_no,
      at: formatChinaTime(w.created_at),
      amount: n(w.amount),
      status: w.status,
      remark: w.remark,
    })),
    logins: logins.map((l) => ({
      at: formatChinaTime(l.created_at),
      ip: l.ip,
      device: l.uuid,
      result: l.result,
    })),
    linked: await linkedAccounts(q, memberId),
    restrictions: restrictions.map(restrictionView),
  };
}
