import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { ErrorCode, Header, funds, games, protection } from '@site/shared/contract';
import { moveProtectionClock, resetProtectionClock } from '../protection/clock';
import { startTestApp, type TestApp } from '../testing';
import { MIN_SPIN_GAP_MS } from './pacing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  resetProtectionClock();
  await t.stop();
});

const as = (token: string) => ({ [Header.token]: token, [Header.requestId]: randomUUID() });
const roundId = () => `r${randomUUID().replace(/-/g, '')}`;

/** A member with 100 yuan in `venue` and the page token of a launch there. */
async function seated(venue: string, gameCode?: string) {
  const m = await t.devMember({ balance: '1000' });
  const moved = await t.api(
    funds.venueTransfer.path,
    { channelCode: venue, amount: '100', ty: 1 },
    as(m.token),
  );
  assert.equal(moved.status_code, 6000, moved.message);
  const l = await t.api<{ url: string }>(
    games.launch.path,
    { enName: venue, ...(gameCode ? { gameCode } : {}) },
    as(m.token),
  );
  const code =
    /code=([0-9a-f]{48})/.exec(l.data.url)?.[1] ?? /data-code="([0-9a-f]{48})"/.exec(l.data.url)?.[1];
  const e = await t.api<{ token: string }>(games.demoExchange.path, { code });
  return { token: m.token, launch: e.data.token };
}

const spin = (s: { token: string; launch: string }, id = roundId()) =>
  t.api<{ balance: string }>(
    games.demoSlotSpin.path,
    { token: s.launch, roundId: id, stake: '1' },
    as(s.token),
  );
const deal = (s: { token: string; launch: string }) =>
  t.api(
    games.demoBaccaratDeal.path,
    { token: s.launch, roundId: roundId(), stake: '1', side: 'player' },
    as(s.token),
  );
const venueOf = async (token: string, channelCode: string) =>
  (await t.api<{ balance: string }>(funds.venueBalance.path, { channelCode }, as(token))).data.balance;

describe('speed of play (issue 29 item 7)', () => {
  it('refuses a slot spin sooner than 2.5 s after the last one with 6011, moving nothing; later it plays', async () => {
    const s = await seated('CQ9', 'CQ9-0003');
    const first = await spin(s);
    assert.equal(first.status_code, 6000, first.message);
    const fast = await spin(s);
    assert.equal(fast.status_code, ErrorCode.FREQUENT_SUBMISSION);
    assert.equal(fast.message, '每次旋转至少间隔 2.5 秒，请稍候再转');
    assert.equal(await venueOf(s.token, 'CQ9'), first.data.balance, 'the refused spin took no stake');
    await new Promise((resolve) => setTimeout(resolve, MIN_SPIN_GAP_MS + 100));
    const later = await spin(s);
    assert.equal(later.status_code, 6000, later.message);
  });

  it('30 parallel spins of one member: one plays, the other 29 are refused', async () => {
    const s = await seated('CQ9', 'CQ9-0003');
    const answers = await Promise.all(Array.from({ length: 30 }, () => spin(s)));
    const codes = answers.map((a) => a.status_code).sort();
    assert.deepEqual(codes, [6000, ...Array<number>(29).fill(6011)]);
  });

  it('a table round is not paced (only slots are)', async () => {
    const s = await seated('AG');
    assert.equal((await deal(s)).status_code, 6000);
    assert.equal((await deal(s)).status_code, 6000);
  });
});

describe('reality check in the game (issue 29 item 4)', () => {
  it('refuses a spin with 6040 while the check is due; after the ack play goes on', async () => {
    const slot = await seated('CQ9', 'CQ9-0003');
    const set = await t.api(protection.setRealityCheck.path, { intervalMinutes: 15 }, as(slot.token));
    assert.equal(set.status_code, 6000, set.message);
    moveProtectionClock(16 * 60_000);
    const refused = await spin(slot);
    assert.equal(refused.status_code, ErrorCode.REALITY_CHECK_DUE);
    assert.equal(refused.message, '游戏时间提醒：请先确认本次游戏时间与输赢，再继续游戏');
    assert.equal(await venueOf(slot.token, 'CQ9'), '100.00', 'nothing staked');

    const acked = await t.api(protection.ackRealityCheck.path, {}, as(slot.token));
    assert.equal(acked.status_code, 6000, acked.message);
    assert.equal((await spin(slot)).status_code, 6000);
  });

  it('a member without a reality check plays on however long the session', async () => {
    const table = await seated('AG');
    moveProtectionClock(120 * 60_000);
    assert.equal((await deal(table)).status_code, 6000);
  });
});
