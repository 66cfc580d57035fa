import type { sports } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import { toInt, type Db, type Queryable } from '../db/db';
import { moveMoney } from '../money/door';
import { CENTER, systemWallet } from '../money/ledger';
import { sportsMemos, sportsMessages } from '../messages/sports';
import { legsOf, ticketBets, type LegRow } from './bets-store';
import type { OddsFeed } from './odds-feed';

const verdicts = sportsMessages.verdict;

export interface DecidedTicket {
  memberId: number;
  push: sports.TicketPush;
}

/** Why an in-play leg cannot stand after the delay, or null when it can. */
function legVerdict(feed: OddsFeed, leg: LegRow, autoAccept: boolean): string | null {
  const match = feed.matches.get(leg.game_id);
  if (!match || match.status !== 'live') return verdicts.matchClosed;
  const market = match.markets.find((m) => m.marketId === `${leg.game_id}:${leg.w}`);
  const selection = market?.selections.find((s) => s.id === leg.selection_id);
  if (!market || !selection || market.suspended) return verdicts.marketSuspended;
  // A goal during the delay (football): the ticket recorded the score before it, and a
  // running-ball handicap settles on the goals after that score. Points sports score all
  // the time and price their lines on the whole score, so there the score may move.
  const runningBall = settlement.RUNNING_BALL_SPORTS.includes(leg.sport_type);
  if (runningBall && leg.score_at_bet !== '' && leg.score_at_bet !== `${match.home}-${match.away}`)
    return verdicts.scoreChanged;
  if ((market.line ?? null) !== (leg.line === null ? null : Number(leg.line))) return verdicts.lineChanged;
  if (!autoAccept && selection.odds !== Number(leg.odds)) return verdicts.oddsChanged;
  return null;
}

/** Decides one pending ticket: every leg must still stand, else the whole ticket is rejected and refunded. */
async function decide(q: Queryable, feed: OddsFeed, ticketId: string): Promise<DecidedTicket | null> {
  const [ticket] = await q.query<{ member_id: unknown; status: string; auto_accept: boolean }>(
    `SELECT member_id, status, auto_accept FROM sport_tickets WHERE ticket_id = $1`,
    [ticketId],
  );
  if (!ticket || ticket.status !== 'pending') return null;
  const memberId = toInt(ticket.member_id);
  const bets = await ticketBets(q, ticketId);
  const legs = await legsOf(
    q,
    bets.map((b) => toInt(b.id)),
  );
  let reason: string | null = null;
  for (const betLegs of legs.values()) {
    for (const leg of betLegs) {
      if (!leg.is_live) continue;
      reason ??= legVerdict(feed, leg, ticket.auto_accept);
    }
  }
  const status = reason ? 'rejected' : 'accepted';
  await q.query(
    `UPDATE sport_tickets SET status = $2, reason = $3, decided_at = now() WHERE ticket_id = $1`,
    [ticketId, status, reason],
  );
  await q.query(
    `UPDATE sport_bets SET status = $2, reject_reason = $3 WHERE ticket_id = $1 AND status = 'pending'`,
    [ticketId, status, reason],
  );
  if (reason) {
    for (const bet of bets) {
      await moveMoney(q, {
        kind: 'sport_refund',
        memberId,
        from: systemWallet('sportsbook'),
        to: CENTER,
        amount: toInt(bet.stake),
        orderNo: bet.order_no,
        memo: sportsMemos.rejectedRefund(bet.order_no),
      });
    }
  }
  return {
    memberId,
    push: { ticket_id: ticketId, status, reason, betIds: bets.map((b) => String(toInt(b.id))) },
  };
}

/** Decides every pending ticket whose delay is over (each in its own transaction). */
export async function decideDueTickets(db: Db, feed: OddsFeed, now: number): Promise<DecidedTicket[]> {
  const due = await db.query<{ ticket_id: string }>(
    `SELECT ticket_id FROM sport_tickets WHERE status = 'pending' AND decide_at <= $1 ORDER BY decide_at`,
    [new Date(now)],
  );
  const decided: DecidedTicket[] = [];
  for (const { ticket_id } of due) {
    const result = await db.tx((q) => decide(q, feed, ticket_id));
    if (result) decided.push(result);
  }
  return decided;
}

/** A ticket of the member: its status and, when rejected, why. Undefined for another member's or an unknown ticket. */
export async function memberTicket(
  q: Queryable,
  ticketId: string,
  memberId: number,
): Promise<{ status: 'pending' | 'accepted' | 'rejected'; reason: string | null } | undefined> {
  const [ticket] = await q.query<{ status: 'pending' | 'accepted' | 'rejected'; reason: string | null }>(
    'SELECT status, reason FROM sport_tickets WHERE ticket_id = $1 AND member_id = $2',
    [ticketId, memberId],
  );
  return ticket;
}
