import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { promotions } from '@site/shared/contract';
import { settleEndedRaces } from '../promotions/race';
import { startTestApp, type TestApp } from '../testing';
import { promoPlayer } from './promo-testing';

/**
 * Issue 26 item 1: an ended race was settled again on every read of its board, from a ranking
 * of whole China days, so bets placed after the end climbed into ranks already paid (rank 1
 * paid twice). A race is settled once, by the job, from the turnover inside its window; the
 * board shows the stored result and never pays.
 */
let t: TestApp;
let p: ReturnType<typeof promoPlayer>;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  p = promoPlayer(t);
});
after(async () => {
  await t.stop();
});

const RACE = 104;
const FIRST_PRIZE = 3_888_800;
/** The job's view of time: well after the end and its settling delay. */
const later = () => new Date(Date.now() + 10 * 60_000);

type Board = {
  rows: { rank: number; name: string; turnover: string; prize: string }[];
  settled: boolean;
  myRank: number | null;
  myTurnover: string | null;
};
const board = (token: string) => p.call<Board>(promotions.raceBoard.path, { id: RACE }, token);

async function racePrizes(): Promise<{ member_id: number; amount: number }[]> {
  const rows = await t.db.query<{ member_id: unknown; amount: unknown }>(
    `SELECT member_id, amount FROM ledger_transfers WHERE kind = 'race_prize' ORDER BY id`,
  );
  return rows.map((r) => ({ member_id: Number(r.member_id), amount: Number(r.amount) }));
}

describe('race settlement', () => {
  it('the repro: reads after the end pay nobody, a bet after the end ranks nowhere, the job pays rank 1 once', async () => {
    const a = await p.member('1000');
    const b = await p.member('20000');
    for (const x of [a, b]) await p.join(x.token, RACE);
    await p.toVenue(a.token, 'HJZR', 50_000);
    await p.baccarat(a.token, await p.seat(a.token, 'HJZR'), 10_000);

    // The race ends now: A's hand is inside it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await p.dev(`/dev/promotions/${RACE}`, { endsAt: new Date().toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const first = await board(a.token);
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(await racePrizes(), [], 'reading an ended board pays nothing');

    // B plays 3 x 5,000 after the end, then reads the board again.
    await p.toVenue(b.token, 'HJZR', 1_500_000);
    const launch = await p.seat(b.token, 'HJZR');
    for (let i = 0; i < 3; i++) await p.baccarat(b.token, launch, 500_000);
    await board(b.token);
    assert.deepEqual(await racePrizes(), [], 'a second read pays nothing either');

    // The job settles it, however often and however many at once.
    await Promise.all([settleEndedRaces(t.db, later()), settleEndedRaces(t.db, later())]);
    await settleEndedRaces(t.db, later());
    assert.deepEqual(await racePrizes(), [{ member_id: a.id, amount: FIRST_PRIZE }]);

    const settled = await board(b.token);
    assert.equal(settled.data.settled, true);
    assert.deepEqual(settled.data.rows, [
      { rank: 1, name: settled.data.rows[0]?.name, turnover: '100.00', prize: '38888.00' },
    ]);
    assert.equal(settled.data.myRank, null, 'bets after the end rank nowhere');
    const mine = await board(a.token);
    assert.deepEqual([mine.data.myRank, mine.data.myTurnover], [1, '100.00']);

    // More play after settlement changes nothing: the board is the stored result. (B's three
    // hands may all have lost: money for two more goes in first.)
    await p.toVenue(b.token, 'HJZR', 200_000);
    for (let i = 0; i < 2; i++) await p.baccarat(b.token, launch, 100_000);
    await settleEndedRaces(t.db, later());
    assert.deepEqual((await board(b.token)).data.rows, settled.data.rows);
    assert.equal((await racePrizes()).length, 1);
  });

  it('the database holds each rank of a race once', async () => {
    const [standing] = await t.db.query<{ member_id: unknown }>(
      `SELECT member_id FROM race_standings WHERE promotion_id = $1 AND rank = 1`,
      [RACE],
    );
    assert.ok(standing, 'the final ranking is stored');
    const other = await p.member();
    await assert.rejects(
      t.db.query(
        `INSERT INTO race_standings (promotion_id, rank, member_id, turnover_fen, prize_fen) VALUES ($1, 1, $2, 1, $3)`,
        [RACE, other.id, FIRST_PRIZE],
      ),
      /duplicate key|unique/i,
    );
  });
});
