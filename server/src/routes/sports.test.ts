import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, fenToYuanText, sports, type Envelope } from '@site/shared/contract';
import { settlement } from '@site/shared/betting';
import { CENTER, balanceOf } from '../money/ledger';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
/** Not-started football matches, each used by one test only (settling one must not touch another test). */
let pool: sports.Match[] = [];

before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  const ft = await snapshot({ sportType: 'FT', marketType: 'FT' });
  const fu = await snapshot({ sportType: 'FT', marketType: 'FU' });
  pool = [...ft.matches, ...fu.matches].filter(
    (m) => m.gameStatus === 'notStarted' && m.markets.every((x) => !x.suspended),
  );
  assert.ok(pool.length >= 30, `only ${pool.length} football matches`);
});
after(async () => {
  await t.stop();
});

async function snapshot(filter: sports.SnapshotRequest): Promise<sports.Snapshot> {
  const body = await t.api(sports.snapshot.path, filter);
  assert.equal(body.status_code, 6000, body.message);
  return sports.snapshot.response.parse(body.data);
}

const nextMatch = (): sports.Match => {
  const m = pool.shift();
  assert.ok(m, 'match pool exhausted');
  return m;
};

function sel(m: sports.Match, w: sports.PlayType, r: string): sports.BetSelection {
  const market = m.markets.find((x) => x.w === w);
  const s = market?.selections.find((x) => x.r === r);
  assert.ok(market && s, `${m.gameId} has no ${w}/${r}`);
  return { gameId: m.gameId, selectionId: s.id, w, r, line: market.line, odds: s.odds };
}

function place(
  token: string,
  body: sports.PlaceBetRequest,
  requestId: string = randomUUID(),
): Promise<Envelope<sports.PlaceBetResponse>> {
  return t.api<sports.PlaceBetResponse>(sports.placeBet.path, body, {
    [Header.token]: token,
    [Header.requestId]: requestId,
  });
}

async function placed(token: string, body: sports.PlaceBetRequest): Promise<sports.PlaceBetResponse> {
  const res = await place(token, body);
  assert.equal(res.status_code, 6000, res.message);
  return sports.placeBet.response.parse(res.data);
}

async function dev(path: string, body: unknown): Promise<unknown> {
  const res = await t.app.inject({ method: 'POST', url: path, payload: body as Record<string, unknown> });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const settle = (gameId: string, home: number, away: number): Promise<unknown> =>
  dev('/dev/sports/settle', { gameId, home, away });
const center = (userId: string): Promise<number> => balanceOf(t.db, Number(userId), CENTER);
const fen = (odds: number, stake: number): number => settlement.betPayoutFen(stake, [{ result: 'W', odds }]);

async function records(
  token: string,
  status: 'all' | 'unsettled' | 'settled' = 'all',
): Promise<sports.BetRecord[]> {
  const res = await t.api(sports.betRecordList.path, { status, pageSize: 100 }, { [Header.token]: token });
  assert.equal(res.status_code, 6000, res.message);
  return sports.betRecordList.response.parse(res.data).list;
}

/** The member's ledger pairs of one kind: [center entry, house entry] amounts and the center balance after. */
async function pairs(
  userId: string,
  kind: string,
): Promise<{ sum: number; center: number; after: number }[]> {
  const rows = await t.db.query<{ id: unknown; amount: unknown; kind: string; balance_after: unknown }>(
    `SELECT tr.id, e.amount, a.kind, e.balance_after FROM ledger_transfers tr JOIN ledger_entries e ON e.transfer_id = tr.id
       JOIN ledger_accounts a ON a.id = e.account_id WHERE tr.member_id = $1 AND tr.kind = $2 ORDER BY tr.id, e.id`,
    [Number(userId), kind],
  );
  const byId = new Map<string, { sum: number; center: number; after: number }>();
  for (const r of rows) {
    const p = byId.get(String(r.id)) ?? { sum: 0, center: 0, after: 0 };
    p.sum += Number(r.amount);
    if (r.kind === 'center') Object.assign(p, { center: Number(r.amount), after: Number(r.balance_after) });
    byId.set(String(r.id), p);
  }
  return [...byId.values()];
}

describe('sports snapshot', () => {
  it('answers the SPEC §2 filters and says the feed is simulated', async () => {
    const tennis = await snapshot({ sportType: 'TN', marketType: 'FU' });
    assert.equal(tennis.simulated, true);
    assert.ok(tennis.matches.length > 0 && tennis.matches.every((m) => m.sportType === 'TN'));
    assert.deepEqual((await snapshot({ marketType: 'FU', leagueId: 'NOPE' })).matches, []);
    const champions = await snapshot({ sportType: 'FS', marketType: 'FSFU' });
    assert.ok(champions.champions.length > 0);
    assert.equal((await t.api(sports.snapshot.path, { marketType: 'XX' })).status_code, 6007);
    const hot = await t.api(sports.hotMatches.path, { limit: 3 });
    assert.equal(sports.hotMatches.response.parse(hot.data).matches.length, 3);
    const detail = await t.api(sports.matchDetail.path, { gameId: pool[0]?.gameId });
    assert.equal(sports.matchDetail.response.parse(detail.data).match.gameId, pool[0]?.gameId);
    assert.equal((await t.api(sports.matchDetail.path, { gameId: 'NOPE1' })).status_code, 6004);
  });
});

describe('placement and settlement', () => {
  it('refuses a bet before the member has set a birthday (SPEC §5: 18+), moving nothing', async () => {
    const m = await t.devMember({ balance: '1000', birthday: null });
    const res = await place(m.token, {
      betType: 'single',
      selections: [sel(nextMatch(), 'R', 'H')],
      stake: '100',
    });
    assert.equal(res.status_code, 6035);
    assert.match(res.message, /设置生日/);
    assert.equal(await center(m.userId), 100_000);
  });

  it('takes a single from the center wallet and pays the win back through the ledger', async () => {
    const m = await t.devMember({ balance: '1000' });
    const match = nextMatch();
    const s = sel(match, 'R', 'H');
    const res = await placed(m.token, { betType: 'single', selections: [s], stake: '100' });
    assert.equal(res.status, 'accepted');
    assert.equal(res.centerWalletBalance, '900.00');
    assert.equal(res.bets[0]?.status, 'accepted');
    assert.deepEqual(await pairs(m.userId, 'sport_stake'), [{ sum: 0, center: -10_000, after: 90_000 }]);
    await settle(match.gameId, 9, 0);
    // Auto-accept (the default) takes the odds of the moment: pay from the odds the bet holds.
    const payout = fen(res.bets[0]?.legs[0]?.odds ?? 0, 10_000);
    assert.equal(await center(m.userId), 90_000 + payout);
    assert.deepEqual(await pairs(m.userId, 'sport_payout'), [
      { sum: 0, center: payout, after: 90_000 + payout },
    ]);
    const [record] = await records(m.token, 'settled');
    assert.equal(record?.legs[0]?.result, 'W');
    assert.equal(record?.legs[0]?.finalScore, '9-0');
    assert.equal(record?.winLoss, fenToYuanText(payout - 10_000));
    const total = await t.api(sports.betRecordTotal.path, {}, { [Header.token]: m.token });
    assert.deepEqual(total.data, {
      betCount: 1,
      betAmount: '100.00',
      validBetAmount: '100.00',
      winLoss: record?.winLoss,
    });
  });

  it('settles every market of 更多玩法 by the same engine: 2-1 at full time, 1-0 at the half, corners 7-4', async () => {
    const m = await t.devMember({ balance: '1000' });
    const match = nextMatch();
    const res = await t.api(sports.matchDetail.path, { gameId: match.gameId });
    const detail = sports.matchDetail.response.parse(res.data);
    assert.deepEqual(
      detail.moreMarkets.map((x) => x.w),
      ['HM', 'CS', 'TG', 'BTS', 'HTFT', 'CR', 'COU'],
    );
    assert.equal(detail.match.t_count, detail.match.markets.length + detail.moreMarkets.length);
    assert.equal(detail.moreMarkets.find((x) => x.w === 'CS')?.name, '波胆');
    // Each pick and what a 2-1 (1-0 at the half, corners 7-4) makes of it.
    const picks: [sports.MorePlayType, string, sports.ResultCode | null][] = [
      ['CS', 'S21', 'W'],
      ['CS', 'S10', 'L'],
      ['TG', 'T23', 'W'],
      ['TG', 'T46', 'L'],
      ['BTS', 'Y', 'W'],
      ['BTS', 'N', 'L'],
      ['HTFT', 'HH', 'W'],
      ['HTFT', 'NH', 'L'],
      ['HM', 'H', 'W'],
      ['HM', 'N', 'L'],
      ['CR', 'H', null],
      ['CR', 'C', null],
      ['COU', 'O', null],
      ['COU', 'U', null],
    ];
    const score = { home: 2, away: 1, htHome: 1, htAway: 0, cornersHome: 7, cornersAway: 4 };
    const expected: { selectionId: string; result: sports.ResultCode }[] = [];
    for (const [w, r, result] of picks) {
      const market = detail.moreMarkets.find((x) => x.w === w);
      const s = market?.selections.find((x) => x.r === r);
      assert.ok(market && s, `${w}/${r} not offered`);
      const selection = { gameId: match.gameId, selectionId: s.id, w, r, line: market.line, odds: s.odds };
      await placed(m.token, { betType: 'single', selections: [selection], stake: '10' });
      expected.push({
        selectionId: s.id,
        result: result ?? settlement.resultOf(w, market.line, r, score),
      });
    }
    assert.equal(await center(m.userId), 100_000 - picks.length * 1_000);
    await dev('/dev/sports/settle', { gameId: match.gameId, ...score });
    const settled = await records(m.token, 'settled');
    assert.equal(settled.length, picks.length);
    let paid = 0;
    for (const want of expected) {
      const record = settled.find((b) => b.legs[0]?.selectionId === want.selectionId);
      const leg = record?.legs[0];
      assert.ok(record && leg, want.selectionId);
      assert.equal(leg.result, want.result, `${leg.playName} ${leg.selectionName}`);
      const payout = settlement.betPayoutFen(1_000, [{ result: want.result, odds: leg.odds }]);
      assert.equal(record.payout, fenToYuanText(payout));
      paid += payout;
    }
    assert.equal(await center(m.userId), 100_000 - picks.length * 1_000 + paid);
  });

  it('cancels a match: every leg D with its reason, the stake back as a refund', async () => {
    const m = await t.devMember({ balance: '100' });
    const match = nextMatch();
    await placed(m.token, { betType: 'single', selections: [sel(match, 'EO', 'E')], stake: '25' });
    await dev('/dev/sports/settle', { gameId: match.gameId, home: 0, away: 0, cancelReason: 'D3' });
    const [record] = await records(m.token);
    assert.equal(record?.status, 'cancelled');
    assert.deepEqual(
      [record?.legs[0]?.result, record?.legs[0]?.cancelReason, record?.payout, record?.winLoss],
      ['D', 'D3', '25.00', '0.00'],
    );
    assert.deepEqual(await pairs(m.userId, 'sport_refund'), [{ sum: 0, center: 2_500, after: 10_000 }]);
  });

  it('is idempotent on the request id', async () => {
    const m = await t.devMember({ balance: '500' });
    const body: sports.PlaceBetRequest = {
      betType: 'single',
      selections: [sel(nextMatch(), 'OU', 'O')],
      stake: '50',
    };
    const id = randomUUID();
    const first = await place(m.token, body, id);
    const again = await place(m.token, body, id);
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(again.data, first.data);
    assert.equal(await center(m.userId), 45_000);
    assert.equal((await place(m.token, { ...body, stake: '60' }, id)).status_code, 6008);
  });

  it('pays a parlay as the product of its legs and nothing when a leg loses', async () => {
    const m = await t.devMember({ balance: '1000' });
    const [a, b, c, d] = [nextMatch(), nextMatch(), nextMatch(), nextMatch()];
    const win = [sel(a, 'M', 'H'), sel(b, 'R', 'H')];
    const lose = [sel(c, 'M', 'H'), sel(d, 'M', 'H')];
    const w = await placed(m.token, { betType: 'parlay', selections: win, stake: '20' });
    await placed(m.token, { betType: 'parlay', selections: lose, stake: '30' });
    assert.equal(w.bets[0]?.comboText, '2串1');
    assert.equal(await center(m.userId), 95_000);
    for (const g of [a, b, c]) await settle(g.gameId, 9, 0);
    await settle(d.gameId, 0, 9);
    const payout = settlement.betPayoutFen(
      2_000,
      (w.bets[0]?.legs ?? []).map((l) => ({ result: 'W' as const, odds: l.odds })),
    );
    assert.equal(await center(m.userId), 95_000 + payout);
    const settled = await records(m.token, 'settled');
    assert.deepEqual(settled.map((r) => r.payout).sort(), ['0.00', (payout / 100).toFixed(2)].sort());
  });

  it('places a series as one bet per option (k串1 and the full cover) and pays every winning combination', async () => {
    const m = await t.devMember({ balance: '1000' });
    const games = [nextMatch(), nextMatch(), nextMatch()];
    const legs = games.map((g) => sel(g, 'M', 'H'));
    const res = await placed(m.token, {
      betType: 'series',
      selections: legs,
      series: [
        { option: 2, unitStake: '10' },
        { option: 'full', unitStake: '10' },
      ],
    });
    assert.deepEqual(
      res.bets.map((b) => [b.comboText, b.combos, b.stake]),
      [
        ['2串1', 3, '30.00'],
        ['3串4', 4, '40.00'],
      ],
    );
    assert.equal(await center(m.userId), 93_000);
    await settle(games[0]?.gameId ?? '', 9, 0);
    await settle(games[1]?.gameId ?? '', 9, 0);
    await settle(games[2]?.gameId ?? '', 0, 9);
    const settled = (res.bets[0]?.legs ?? []).map((l, i) => ({
      result: i < 2 ? ('W' as const) : ('L' as const),
      odds: l.odds,
    }));
    const payout =
      settlement.seriesPayoutFen(1_000, settled, 2) + settlement.seriesPayoutFen(1_000, settled, 'full');
    // Only the double of the two winners pays, and both options hold it once.
    assert.equal(payout, 2 * settlement.betPayoutFen(1_000, settled.slice(0, 2)));
    assert.equal(await center(m.userId), 93_000 + payout);
  });

  it('takes a champion bet and settles it with the winner', async () => {
    const m = await t.devMember({ balance: '100' });
    const champion = (await snapshot({ marketType: 'FSFU' })).champions[0];
    assert.ok(champion);
    const s = champion.market.selections[0];
    assert.ok(s);
    const bet = {
      gameId: champion.gameId,
      selectionId: s.id,
      w: 'CH' as const,
      r: s.r,
      line: null,
      odds: s.odds,
    };
    assert.equal(
      (await place(m.token, { betType: 'single', selections: [bet], stake: '10' })).status_code,
      6007,
    );
    const res = await placed(m.token, { betType: 'champion', selections: [bet], stake: '20' });
    assert.equal(res.bets[0]?.comboText, '冠军');
    await dev('/dev/sports/settle', { gameId: champion.gameId, winner: s.r });
    assert.equal(await center(m.userId), 8_000 + fen(res.bets[0]?.legs[0]?.odds ?? 0, 2_000));
  });

  it('refuses stakes and slips outside the rules, moving nothing', async () => {
    const m = await t.devMember({ balance: '100000' });
    const g = nextMatch();
    const h = nextMatch();
    const one = sel(g, 'R', 'H');
    const cases: [sports.PlaceBetRequest, RegExp][] = [
      [{ betType: 'single', selections: [one], stake: '5' }, /最低投注额为 10.00 元/],
      [{ betType: 'single', selections: [one], stake: '60000' }, /最高投注额为 50000.00 元/],
      [{ betType: 'single', selections: [one, sel(h, 'R', 'H')], stake: '10' }, /单关只能选择一个/],
      [{ betType: 'parlay', selections: [one, sel(g, 'OU', 'O')], stake: '10' }, /同一场赛事/],
      [
        {
          betType: 'series',
          selections: [one, sel(h, 'R', 'H')],
          series: [{ option: 'full', unitStake: '10' }],
        },
        /全串需要至少三个/,
      ],
      [{ betType: 'parlay', selections: [one], stake: '10' }, /串关至少需要两个/],
    ];
    for (const [body, message] of cases) {
      const res = await place(m.token, body);
      assert.equal(res.status_code, 6007, JSON.stringify(body));
      assert.match(res.message, message);
    }
    assert.equal(await center(m.userId), 10_000_000);
    assert.equal(
      (await place(m.token, { betType: 'single', selections: [one], stake: '10' }, undefined)).status_code,
      6000,
    );
    const broke = await t.devMember({ balance: '5' });
    const poor = await place(broke.token, { betType: 'single', selections: [one], stake: '10' });
    assert.match(poor.message, /余额不足/);
  });

  it('answers oddsChanged when the odds moved and auto-accept is off, and takes the new odds when it is on', async () => {
    const m = await t.devMember({ balance: '100' });
    const s = sel(nextMatch(), 'R', 'C');
    const stale = { ...s, odds: s.odds + 0.37 };
    const refused = await placed(m.token, {
      betType: 'single',
      selections: [stale],
      stake: '10',
      autoAccept: false,
    });
    assert.equal(refused.status, 'oddsChanged');
    assert.equal(refused.changes.length, 1);
    assert.deepEqual(
      { ...refused.changes[0], odds: 0 },
      { selectionId: s.selectionId, odds: 0, line: s.line, suspended: false, closed: false },
    );
    assert.notEqual(refused.changes[0]?.odds, stale.odds, 'the change carries the odds of now');
    assert.equal(refused.centerWalletBalance, '100.00');
    const moved = await placed(m.token, {
      betType: 'single',
      selections: [{ ...s, line: (s.line ?? 0) + 1 }],
      stake: '10',
      autoAccept: true,
    });
    assert.equal(moved.status, 'oddsChanged', 'a moved line is never auto-accepted');
    const taken = await placed(m.token, {
      betType: 'single',
      selections: [stale],
      stake: '10',
      autoAccept: true,
    });
    assert.equal(taken.status, 'accepted');
    assert.notEqual(taken.bets[0]?.legs[0]?.odds, stale.odds);
    assert.equal(taken.centerWalletBalance, '90.00');
  });

  it('keeps an in-play bet pending, then accepts it; a ticket whose match ends first is rejected and refunded', async () => {
    await dev('/dev/sports/config', { betDelayMs: 150 });
    const m = await t.devMember({ balance: '100' });
    const [a, b] = [nextMatch(), nextMatch()];
    const live = (await dev('/dev/sports/start', { gameId: a.gameId })) as sports.Match;
    assert.equal(live.isLive, true);
    const res = await placed(m.token, { betType: 'single', selections: [sel(live, 'OU', 'U')], stake: '10' });
    assert.equal(res.status, 'pending');
    assert.ok(res.ticket_id);
    assert.equal(res.bets[0]?.legs[0]?.isLive, true);
    assert.equal(res.centerWalletBalance, '90.00');
    await new Promise((r) => setTimeout(r, 400));
    await dev('/dev/sports/decide', {});
    const status = await t.api(
      sports.ticketStatus.path,
      { ticket_id: res.ticket_id },
      { [Header.token]: m.token },
    );
    assert.equal(sports.ticketStatus.response.parse(status.data).status, 'accepted');

    await dev('/dev/sports/config', { betDelayMs: 60_000 });
    const other = (await dev('/dev/sports/start', { gameId: b.gameId })) as sports.Match;
    const pending = await placed(m.token, {
      betType: 'single',
      selections: [sel(other, 'M', 'H')],
      stake: '10',
    });
    await settle(b.gameId, 1, 0);
    await t.db.query(
      `UPDATE sport_tickets SET decide_at = now() - interval '1 second' WHERE ticket_id = $1`,
      [pending.ticket_id],
    );
    await dev('/dev/sports/decide', {});
    const rejected = sports.ticketStatus.response.parse(
      (await t.api(sports.ticketStatus.path, { ticket_id: pending.ticket_id }, { [Header.token]: m.token }))
        .data,
    );
    assert.equal(rejected.status, 'rejected');
    assert.match(rejected.reason ?? '', /赛事已结束/);
    assert.equal(
      rejected.centerWalletBalance,
      '90.00',
      'the accepted bet stays staked; the rejected one is refunded',
    );
    assert.deepEqual(
      (await pairs(m.userId, 'sport_refund')).map((p) => [p.sum, p.center]),
      [[0, 1_000]],
    );
    await dev('/dev/sports/config', { betDelayMs: 150 });
  });

  it('settles an in-play football handicap on the goals scored after the bet (its line ignores the score so far)', async () => {
    await dev('/dev/sports/config', { betDelayMs: 0 });
    const m = await t.devMember({ balance: '100' });
    const match = nextMatch();
    const kickOff = (await dev('/dev/sports/start', { gameId: match.gameId })) as sports.Match;
    const line = kickOff.markets.find((x) => x.w === 'R')?.line ?? 0;
    // The side the line favours leads by three: on the whole score H would always win.
    const [home, away] = line <= 0 ? [3, 0] : [0, 3];
    const scored = (await dev('/dev/sports/score', { gameId: match.gameId, home, away })) as sports.Match;
    assert.equal(scored.markets.find((x) => x.w === 'R')?.line, line, 'the running-ball line stays put');
    const res = await placed(m.token, {
      betType: 'single',
      selections: [sel(scored, 'R', 'H')],
      stake: '10',
    });
    assert.equal(res.bets[0]?.legs[0]?.scoreAtBet, `${home}-${away}`);
    await dev('/dev/sports/decide', {});
    await settle(match.gameId, home, away);
    const [record] = await records(m.token);
    const afterBet = settlement.handicapResult(line, 'H', 0, 0);
    assert.notEqual(afterBet, settlement.handicapResult(line, 'H', home, away));
    assert.equal(record?.legs[0]?.result, afterBet, 'no goal after the bet: settled as 0-0');
    assert.equal(record?.legs[0]?.finalScore, `${home}-${away}`);
    await dev('/dev/sports/config', { betDelayMs: 150 });
  });

  it('rejects and refunds an in-play ticket when the score changes during its delay', async () => {
    await dev('/dev/sports/config', { betDelayMs: 60_000 });
    const m = await t.devMember({ balance: '100' });
    const match = nextMatch();
    const live = (await dev('/dev/sports/start', { gameId: match.gameId })) as sports.Match;
    // The running-ball handicap: its line does not move with the score, so only the score tells.
    const res = await placed(m.token, { betType: 'single', selections: [sel(live, 'R', 'H')], stake: '10' });
    assert.equal(res.status, 'pending');
    await dev('/dev/sports/score', { gameId: match.gameId, home: 1, away: 0 });
    await t.db.query(
      `UPDATE sport_tickets SET decide_at = now() - interval '1 second' WHERE ticket_id = $1`,
      [res.ticket_id],
    );
    await dev('/dev/sports/decide', {});
    const status = sports.ticketStatus.response.parse(
      (await t.api(sports.ticketStatus.path, { ticket_id: res.ticket_id }, { [Header.token]: m.token })).data,
    );
    assert.equal(status.status, 'rejected');
    assert.match(status.reason ?? '', /比分已变化/);
    assert.equal(status.centerWalletBalance, '100.00');
    await dev('/dev/sports/config', { betDelayMs: 150 });
  });

  it('restores (A) the bets of an abandoned match: the stake back as a refund', async () => {
    const m = await t.devMember({ balance: '100' });
    const match = nextMatch();
    await placed(m.token, { betType: 'single', selections: [sel(match, 'OU', 'O')], stake: '20' });
    await dev('/dev/sports/settle', { gameId: match.gameId, home: 1, away: 0, restored: true });
    const [record] = await records(m.token);
    assert.deepEqual(
      [record?.status, record?.legs[0]?.result, record?.payout, record?.winLoss],
      ['cancelled', 'A', '20.00', '0.00'],
    );
    assert.deepEqual(await pairs(m.userId, 'sport_refund'), [{ sum: 0, center: 2_000, after: 10_000 }]);
  });

  it('holds the daily payout limit of the lowest-limit sport of a parlay', async () => {
    const m = await t.devMember({ balance: '1000000' });
    const tt = (await snapshot({ sportType: 'TT', marketType: 'FU' })).matches[0];
    assert.ok(tt);
    const legs = [sel(tt, 'M', 'H')];
    // Football legs at their longest odds until a 9,000-yuan parlay pays about 60% of the table tennis limit.
    const limitFen = sports.DAILY_PAYOUT_USD.TT * sports.USD_CNY_RATE * 100;
    let stakeFen = Infinity;
    while (stakeFen > 900_000) {
      const g = nextMatch();
      const best = g.markets
        .filter((x) => x.w === 'M')
        .flatMap((x) => x.selections)
        .sort((p, q) => q.odds - p.odds)[0];
      assert.ok(best);
      legs.push(sel(g, 'M', best.r));
      stakeFen =
        Math.floor(
          (0.6 * limitFen) /
            settlement.maxPayoutFen(
              100,
              legs.map((l) => l.odds),
            ),
        ) * 100;
    }
    const stake = (stakeFen / 100).toFixed(2);
    await placed(m.token, { betType: 'parlay', selections: legs, stake });
    const second = await place(m.token, { betType: 'parlay', selections: legs, stake });
    assert.equal(second.status_code, 6007);
    assert.match(second.message, /超出今日乒乓球最高派彩限额.*1440000\.00 元（200000 美元）/);
    assert.equal(await center(m.userId), 100_000_000 - stakeFen);
  });
});

describe('live push', () => {
  it('sends one batched delta a second to a subscriber, and the member its ticket', async () => {
    await dev('/dev/sports/config', { betDelayMs: 150 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    const ws = new WebSocket(`ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`);
    const messages: { msgId: number; msgData: unknown }[] = [];
    ws.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as { msgId: number; msgData: unknown }),
    );
    await new Promise((resolve) => ws.once('open', resolve));
    const m = await t.devMember({ balance: '100' });
    ws.send(
      JSON.stringify({ msgId: sports.SportsMsg.SUBSCRIBE, msgData: { sportType: 'ALL', token: m.token } }),
    );
    const live = (await dev('/dev/sports/start', { gameId: nextMatch().gameId })) as sports.Match;
    const res = await placed(m.token, { betType: 'single', selections: [sel(live, 'M', 'H')], stake: '10' });
    await new Promise((r) => setTimeout(r, 2_500));
    ws.close();
    const reply = messages.find((x) => x.msgId === sports.SportsMsg.SUBSCRIBE);
    assert.deepEqual(reply?.msgData && { ...(reply.msgData as object), version: 0 }, {
      ok: true,
      version: 0,
      member: true,
    });
    const deltas = messages
      .filter((x) => x.msgId === sports.SportsMsg.DELTA)
      .map((x) => sports.deltaBatch.parse(x.msgData));
    assert.ok(deltas.length >= 1 && deltas.length <= 4, `${deltas.length} batches in 2.5 s`);
    assert.ok(
      deltas.some((d) => d.scores.some((s) => s.gameId === live.gameId)),
      'the live match ticks in the batch',
    );
    const versions = deltas.map((d) => d.version);
    assert.deepEqual(
      versions,
      [...versions].sort((a, b) => a - b),
    );
    const ticket = messages.find((x) => x.msgId === sports.SportsMsg.TICKET);
    assert.ok(ticket, `no ticket push: ${JSON.stringify(res)} ${messages.map((x) => x.msgId).join(',')}`);
    assert.deepEqual(sports.ticketPush.parse(ticket?.msgData).ticket_id, res.ticket_id);
  });
});
