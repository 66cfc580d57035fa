import { fenToYuanText as yuan, type protection } from '@site/shared/contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';

type Interval = protection.RealityCheckInterval;

/** The member's reality-check interval (0 = off). */
export async function intervalOf(q: Queryable, memberId: number): Promise<Interval> {
  const [row] = await q.query<{ m: number }>(
    'SELECT reality_check_minutes AS m FROM protection_settings WHERE member_id = $1',
    [memberId],
  );
  return (row?.m ?? 0) as Interval;
}

export async function setRealityInterval(
  q: Queryable,
  memberId: number,
  minutes: Interval,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO protection_settings (member_id, reality_check_minutes, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = $2, updated_at = $3`,
    [memberId, minutes, at],
  );
}

export async function acknowledge(q: Queryable, memberId: number, token: string, at: Date): Promise<void> {
  await q.query('INSERT INTO reality_check_acks (member_id, session_token, acked_at) VALUES ($1, $2, $3)', [
    memberId,
    token,
    at,
  ]);
}

/**
 * What the dialog shows for the session of `token`: time since login, and from the ledger since
 * login the stakes (sport stakes, rounds), wins (payouts, refunds, round wins) and their net. The
 * next check is due one interval after login or after the last acknowledgement in this session.
 */
export async function realityCheckOf(
  q: Queryable,
  memberId: number,
  token: string,
  at: Date,
): Promise<protection.RealityCheck> {
  const [row] = await q.query<{
    created_at: Date;
    staked: unknown;
    won: unknown;
    last_ack: Date | null;
    session_minutes: unknown;
  }>(
    `SELECT s.created_at,
        (SELECT coalesce(sum(amount), 0) FROM ledger_transfers WHERE member_id = $1
          AND kind IN ('sport_stake', 'game_bet') AND created_at >= s.created_at) AS staked,
        (SELECT coalesce(sum(amount), 0) FROM ledger_transfers WHERE member_id = $1
          AND kind IN ('sport_payout', 'sport_refund', 'game_win') AND created_at >= s.created_at) AS won,
        (SELECT max(acked_at) FROM reality_check_acks WHERE session_token = s.token) AS last_ack,
        (SELECT amount FROM protection_limits WHERE member_id = $1 AND kind = 'session') AS session_minutes
       FROM sessions s WHERE s.token = $2 AND s.member_id = $1`,
    [memberId, token],
  );
  if (!row) throw new Error('the session of a member route is missing');
  const interval = await intervalOf(q, memberId);
  const login = new Date(row.created_at);
  const base = row.last_ack ? new Date(row.last_ack) : login;
  const next = interval === 0 ? null : new Date(base.getTime() + interval * 60_000);
  const staked = toInt(row.staked);
  const won = toInt(row.won);
  const sessionMinutes = row.session_minutes === null ? null : toInt(row.session_minutes);
  return {
    intervalMinutes: interval,
    loginAt: formatChinaTime(login),
    secondsSinceLogin: Math.max(0, Math.floor((at.getTime() - login.getTime()) / 1000)),
    staked: yuan(staked),
    won: yuan(won),
    net: yuan(won - staked),
    nextDueAt: next ? formatChinaTime(next) : null,
    due: next !== null && at.getTime() >= next.getTime(),
    sessionEndsAt:
      sessionMinutes === null ? null : formatChinaTime(new Date(login.getTime() + sessionMinutes * 60_000)),
  };
}
