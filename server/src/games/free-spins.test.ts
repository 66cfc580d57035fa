import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, games, memberArea } from '@site/shared/contract';
import { CENTER, balanceOf } from '../money/ledger';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.stop());

const roundId = () => `r${randomUUID().replace(/-/g, '')}`;
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

/** A member with 100 yuan in PG, `turnoverFen` of settled slot turnover (points), and a PG slot launch. */
async function member(turnoverFen: number) {
  const m = await t.devMember({ balance: '1000' });
  const id = Number(m.userId);
  const as = (requestId: string = randomUUID()) => ({
    [Header.token]: m.token,
    [Header.requestId]: requestId,
  });
  const moved = await t.api(funds.venueTransfer.path, { channelCode: 'PG', amount: '100', ty: 1 }, as());
  assert.equal(moved.status_code, 6000, moved.message);
  const [game] = await t.db.query<{ code: string }>(
    `SELECT code FROM games WHERE venue_code = 'PG' AND demo_kind = 'slot' ORDER BY code LIMIT 1`,
  );
  assert.ok(game, 'a seeded PG slot');
  await t.db.query(
    `INSERT INTO game_rounds (member_id, round_id, venue_code, game_code, kind, stake, win, detail) VALUES ($1, $2, 'PG', $3, 'slot', $4, 0, '{}')`,
    [id, `seed-${id}`, game.code, turnoverFen],
  );
  const l = await t.api<{ url: string }>(games.launch.path, { enName: 'PG', gameCode: game.code }, as());
  assert.equal(l.status_code, 6000, l.message);
  const code =
    /code=([0-9a-f]{48})/.exec(l.data.url)?.[1] ?? /data-code="([0-9a-f]{48})"/.exec(l.data.url)?.[1];
  const e = await t.api<{ token: string }>(games.demoExchange.path, { code });
  assert.equal(e.status_code, 6000, e.message);
  return { id, token: m.token, launch: e.data.token, as };
}

type M = Awaited<ReturnType<typeof member>>;
const freeSpin = (m: M, id = roundId()) =>
  t.api(games.demoSlotFreeSpin.path, { token: m.launch, roundId: id }, { [Header.token]: m.token });
const session = async (m: M) =>
  games.demoSession.response.parse((await t.api(games.demoSession.path, { token: m.launch })).data);

describe('free spins from the points exchange', () => {
  it('exchange grants spins; each free spin takes no stake, pays via grantReward with 流水, counts down to a clear refusal', async () => {
    const m = await member(30_000);
    const info = memberArea.activityTopGiftInfo.response.parse(
      (await t.api(memberArea.activityTopGiftInfo.path, {}, m.as())).data,
    );
    const item = info.items.find((i) => i.id === 9);
    assert.deepEqual(
      [item?.kind, item?.spins, item?.spinStake, item?.spinVenueName],
      ['spins', 10, '2.00', 'PG电子'],
    );
    assert.equal((await session(m)).freeSpins, undefined);
    const ex = await t.api(memberArea.activityTopGiftExchange.path, { itemId: 9 }, m.as('spin-ex-1'));
    const again = await t.api(memberArea.activityTopGiftExchange.path, { itemId: 9 }, m.as('spin-ex-1'));
    assert.equal(ex.status_code, 6000, ex.message);
    assert.deepEqual(again, ex);
    assert.deepEqual((await session(m)).freeSpins?.left, 10);
    assert.equal((await session(m)).freeSpins?.stake, '2.00');

    const venueBefore = (await session(m)).balance;
    const centerBefore = await balanceOf(t.db, m.id, CENTER);
    let won = 0;
    let wins = 0;
    for (let i = 1; i <= 10; i++) {
      const e = await freeSpin(m);
      assert.equal(e.status_code, 6000, e.message);
      const r = games.demoSlotFreeSpin.response.parse(e.data);
      assert.deepEqual([r.stake, r.spinsLeft], ['2.00', 10 - i]);
      const w = fen(r.win);
      assert.equal(fen(r.turnoverRequired), w * 3);
      won += w;
      if (w > 0) wins++;
    }
    assert.equal((await session(m)).balance, venueBefore, 'no stake left the venue wallet');
    assert.equal(await balanceOf(t.db, m.id, CENTER), centerBefore + won);
    const rewards = await t.db.query<{ amount_fen: unknown; required_fen: unknown; status: string }>(
      `SELECT amount_fen, required_fen, status FROM reward_turnover WHERE member_id = $1 AND source = 'free_spin'`,
      [m.id],
    );
    assert.equal(rewards.length, wins);
    assert.equal(
      rewards.reduce((n, r) => n + Number(r.required_fen), 0),
      won * 3,
    );
    const ledger = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ledger_transfers WHERE member_id = $1 AND kind = 'game_bet'`,
      [m.id],
    );
    assert.equal(Number(ledger[0]?.n), 0, 'a free spin writes no game_bet');
    assert.equal((await session(m)).freeSpins, undefined);
    const none = await freeSpin(m);
    assert.equal(none.status_code, 6007);
    assert.equal(none.message, '您在该场馆没有可用的免费旋转次数，可前往积分兑换获取');
  });

  it('ten parallel free spins with three left: exactly three succeed', async () => {
    const m = await member(30_000);
    const ex = await t.api(memberArea.activityTopGiftExchange.path, { itemId: 9 }, m.as());
    assert.equal(ex.status_code, 6000, ex.message);
    for (let i = 0; i < 7; i++) assert.equal((await freeSpin(m)).status_code, 6000);
    const results = await Promise.all(Array.from({ length: 10 }, () => freeSpin(m)));
    assert.equal(results.filter((r) => r.status_code === 6000).length, 3);
    assert.equal(results.filter((r) => r.status_code === 6007).length, 7);
    const [row] = await t.db.query<{ spins_left: number }>(
      'SELECT spins_left FROM free_spins WHERE member_id = $1',
      [m.id],
    );
    assert.equal(row?.spins_left, 0);
  });

  it('a repeated round id plays once', async () => {
    const m = await member(30_000);
    await t.api(memberArea.activityTopGiftExchange.path, { itemId: 9 }, m.as());
    const id = roundId();
    const a = await freeSpin(m, id);
    const b = await freeSpin(m, id);
    assert.deepEqual(b, a);
    assert.equal((await session(m)).freeSpins?.left, 9);
  });
});
