import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import {
  Header,
  funds,
  games,
  promotions,
  sports,
  yuanTextToFen,
  type Envelope,
} from '@site/shared/contract';
import { CENTER, balanceOf } from '../money/ledger';
import type { TestApp } from '../testing';

/**
 * What the promotion money tests do as a player would, over real HTTP calls of one test app:
 * join, play casino rounds, place and settle sports bets, quit a bonus. Amounts in fen.
 */
export function promoPlayer(t: TestApp) {
  const call = <T = unknown>(path: string, body: unknown, token: string): Promise<Envelope<T>> =>
    t.api<T>(path, body, { [Header.token]: token, [Header.requestId]: randomUUID() });

  const dev = async (url: string, payload: Record<string, unknown>): Promise<unknown> => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`);
    return res.json();
  };

  /** A member made through the dev tools; `payee`: with the phone and real name a withdrawal needs. */
  async function member(balanceYuan?: string, payee = false): Promise<{ id: number; token: string }> {
    const m = await t.devMember({
      ...(balanceYuan ? { balance: balanceYuan } : {}),
      ...(payee ? { bindPhone: true, bindRealName: true } : {}),
    });
    return { id: Number(m.userId), token: m.token };
  }

  async function join(token: string, id: number): Promise<void> {
    const joined = await call(promotions.joinActivity.path, { id }, token);
    assert.equal(joined.status_code, 6000, joined.message);
  }

  /** Moves `fen` into a venue (6000 expected). */
  async function toVenue(token: string, venue: string, fen: number): Promise<void> {
    const amount = (fen / 100).toFixed(2);
    const moved = await call(funds.venueTransfer.path, { channelCode: venue, amount, ty: 1 }, token);
    assert.equal(moved.status_code, 6000, moved.message);
  }

  /** A launch of the venue's demo table, as the game page holds it. */
  async function seat(token: string, venue: string): Promise<string> {
    const l = await call<{ url: string }>(games.launch.path, { enName: venue }, token);
    assert.equal(l.status_code, 6000, l.message);
    const code =
      /code=([0-9a-f]{48})/.exec(l.data.url)?.[1] ?? /data-code="([0-9a-f]{48})"/.exec(l.data.url)?.[1];
    assert.ok(code, l.data.url.slice(0, 200));
    const e = await t.api<{ token: string }>(games.demoExchange.path, { code });
    assert.equal(e.status_code, 6000, e.message);
    return e.data.token;
  }

  /** One baccarat hand on banker at a live-casino (ZR) venue: stake and win in fen. */
  async function baccarat(
    token: string,
    launch: string,
    stakeFen: number,
  ): Promise<{ stake: number; win: number }> {
    const stake = (stakeFen / 100).toFixed(2);
    const e = await t.api<{ win: string }>(
      games.demoBaccaratDeal.path,
      { token: launch, roundId: `r${randomUUID().replace(/-/g, '')}`, side: 'banker', stake },
      { [Header.token]: token },
    );
    assert.equal(e.status_code, 6000, e.message);
    return { stake: stakeFen, win: yuanTextToFen(e.data.win) };
  }

  /** Football matches not started, each to be used by one bet only. */
  async function matches(): Promise<sports.Match[]> {
    const found: sports.Match[] = [];
    for (const marketType of ['FT', 'FU'] as const) {
      const body = await t.api(sports.snapshot.path, { sportType: 'FT', marketType });
      found.push(...sports.snapshot.response.parse(body.data).matches);
    }
    return found.filter(
      (m) => m.gameStatus === 'notStarted' && m.markets.some((x) => x.w === 'R' && !x.suspended),
    );
  }

  /** A single on the home side of the handicap (wins 9-0, loses 0-9): the bet's order number. */
  async function betHome(token: string, match: sports.Match, stakeFen: number): Promise<string> {
    const market = match.markets.find((x) => x.w === 'R');
    const s = market?.selections.find((x) => x.r === 'H');
    assert.ok(market && s, `${match.gameId} has no R/H`);
    const res = await call<sports.PlaceBetResponse>(
      sports.placeBet.path,
      {
        betType: 'single',
        selections: [
          { gameId: match.gameId, selectionId: s.id, w: 'R', r: 'H', line: market.line, odds: s.odds },
        ],
        stake: (stakeFen / 100).toFixed(2),
      },
      token,
    );
    assert.equal(res.status_code, 6000, res.message);
    const placed = sports.placeBet.response.parse(res.data);
    assert.equal(placed.status, 'accepted');
    const orderNo = placed.bets[0]?.orderNo;
    assert.ok(orderNo);
    return orderNo;
  }

  /** Finishes a match: the home side wins, loses, or the match is cancelled (stakes refunded). */
  async function finish(gameId: string, outcome: 'win' | 'lose' | 'void'): Promise<void> {
    const score =
      outcome === 'win'
        ? { home: 9, away: 0 }
        : outcome === 'lose'
          ? { home: 0, away: 9 }
          : { home: 0, away: 0, cancelReason: 'D3' };
    await dev('/dev/sports/settle', { gameId, ...score });
  }

  /** What a settled bet returned (payout or refund), in fen, from the ledger. */
  async function returned(orderNo: string): Promise<number> {
    const [row] = await t.db.query<{ fen: unknown }>(
      `SELECT coalesce(sum(amount), 0) AS fen FROM ledger_transfers WHERE order_no = $1 AND kind IN ('sport_payout', 'sport_refund')`,
      [orderNo],
    );
    return Number(row?.fen ?? 0);
  }

  async function activeBonus(token: string): Promise<promotions.Bonus> {
    const list = await call<promotions.Bonus[]>(promotions.myBonuses.path, {}, token);
    const bonus = list.data.find((b) => b.status === 'active');
    assert.ok(bonus, 'an active bonus');
    return bonus;
  }

  const quit = (token: string, rewardId: number) =>
    call<{ voided: string; message: string }>(promotions.quitBonus.path, { rewardId }, token);

  /** Everything the member holds: center, lock and every venue wallet (fen). */
  async function holdings(memberId: number): Promise<number> {
    const [row] = await t.db.query<{ fen: unknown }>(
      `SELECT coalesce(sum(balance), 0) AS fen FROM ledger_accounts WHERE member_id = $1`,
      [memberId],
    );
    return Number(row?.fen ?? 0);
  }

  const center = (memberId: number) => balanceOf(t.db, memberId, CENTER);

  return {
    call,
    dev,
    member,
    join,
    toVenue,
    seat,
    baccarat,
    matches,
    betHome,
    finish,
    returned,
    activeBonus,
    quit,
    holdings,
    center,
  };
}
