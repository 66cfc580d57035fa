import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { sports } from '@site/shared/contract';
import { turnoverOwed } from '../rewards/grant';
import { startTestApp, type TestApp } from '../testing';
import { promoPlayer } from './promo-testing';

/**
 * Issue 26 items 2 and 3: quitting a bonus takes back what the bonus funded, and only that.
 * A quit while a bet placed after the bonus was open voided 0.00 and let the bet's refund or
 * payout come back free; a quit took the winnings of bets placed before the bonus.
 */
let t: TestApp;
let p: ReturnType<typeof promoPlayer>;
let pool: sports.Match[] = [];
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  p = promoPlayer(t);
  pool = await p.matches();
  assert.ok(pool.length >= 6, `only ${pool.length} matches`);
});
after(async () => {
  await t.stop();
});

const FIRST = 101;
const nextMatch = (): sports.Match => {
  const m = pool.shift();
  assert.ok(m, 'match pool exhausted');
  return m;
};

describe('quitting while a bet the bonus funded is open (item 2)', () => {
  for (const outcome of ['win', 'lose', 'void'] as const) {
    it(`refused while open; after the bet ${outcome}s the quit takes back the bonus and its winnings`, async () => {
      const m = await p.member();
      await p.join(m.token, FIRST);
      await t.paidDeposit(m.id, 50_000);
      assert.equal(await p.center(m.id), 100_000, '500 deposited + 500 bonus');
      const match = nextMatch();
      const orderNo = await p.betHome(m.token, match, 100_000);
      const bonus = await p.activeBonus(m.token);

      const refused = await p.quit(m.token, bonus.rewardId);
      assert.deepEqual(
        [refused.status_code, refused.message],
        [6012, '您领取优惠后投注的注单尚未全部结算，请待注单结算后再放弃优惠'],
      );
      assert.equal((await p.activeBonus(m.token)).rewardId, bonus.rewardId, 'the bonus stays active');

      await p.finish(match.gameId, outcome);
      const back = await p.returned(orderNo);
      const quit = await p.quit(m.token, bonus.rewardId);
      assert.equal(quit.status_code, 6000, quit.message);
      // Bonus 500 + winnings (back - 1,000 when positive), never more than the member holds.
      const expected = Math.min(back, 50_000 + Math.max(0, back - 100_000));
      assert.equal(quit.data.voided, (expected / 100).toFixed(2));
      // What is left is the deposit, less what the deposit lost: nothing the bonus paid for.
      assert.equal(await p.holdings(m.id), Math.max(0, Math.min(50_000, back - 50_000)));
      assert.equal(await turnoverOwed(t.db, m.id), 0);
    });
  }
});

describe('quitting leaves the bets placed before the bonus alone (item 3)', () => {
  it('a win of own money placed before joining stays with the member', async () => {
    const m = await p.member('200');
    const before = nextMatch();
    const ownBet = await p.betHome(m.token, before, 10_000);
    await p.join(m.token, FIRST);
    await t.paidDeposit(m.id, 10_000);
    await p.finish(before.gameId, 'win');
    const won = await p.returned(ownBet);
    assert.ok(won > 10_000, 'the bet won');
    const held = await p.holdings(m.id);
    assert.equal(held, 10_000 + 10_000 + 10_000 + won, 'own 100 left, deposit 100, bonus 100, the win');

    const bonus = await p.activeBonus(m.token);
    const quit = await p.quit(m.token, bonus.rewardId);
    assert.equal(quit.status_code, 6000, quit.message);
    assert.equal(quit.data.voided, '100.00', 'the bonus only');
    assert.equal(await p.holdings(m.id), held - 10_000);
  });

  it('a bet placed before the bonus and still open does not hold the quit back, and stays the member’s', async () => {
    const m = await p.member('200');
    const before = nextMatch();
    const ownBet = await p.betHome(m.token, before, 10_000);
    await p.join(m.token, FIRST);
    await t.paidDeposit(m.id, 10_000);
    const bonus = await p.activeBonus(m.token);
    const quit = await p.quit(m.token, bonus.rewardId);
    assert.equal(quit.status_code, 6000, quit.message);
    assert.equal(quit.data.voided, '100.00');
    await p.finish(before.gameId, 'win');
    assert.equal(await p.holdings(m.id), 10_000 + 10_000 + (await p.returned(ownBet)));
  });
});
