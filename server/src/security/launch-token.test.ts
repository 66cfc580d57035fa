import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds, games } from '@site/shared/contract';
import { LAUNCH_CODE_TTL_MS, PAGE_TTL_MS } from '../games/launch';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

const as = (token: string) => ({ [Header.token]: token, [Header.requestId]: randomUUID() });
const roundId = () => `r${randomUUID().replace(/-/g, '')}`;

async function launched(): Promise<{ session: string; url: string; code: string }> {
  const m = await t.devMember({ balance: '500' });
  await t.api(funds.venueTransfer.path, { channelCode: 'CQ9', amount: '300', ty: 1 }, as(m.token));
  const l = await t.api<{ url: string }>(
    games.launch.path,
    { enName: 'CQ9', gameCode: 'CQ9-0003' },
    as(m.token),
  );
  assert.equal(l.status_code, 6000, l.message);
  const code = /[?&]code=([0-9a-f]{48})/.exec(l.data.url)?.[1] ?? '';
  return { session: m.token, url: l.data.url, code };
}

async function venue(session: string): Promise<string> {
  return (await t.api<{ balance: string }>(funds.venueBalance.path, { channelCode: 'CQ9' }, as(session))).data
    .balance;
}

async function exchange(code: string): Promise<{ status: number; token: string }> {
  const e = await t.api<{ token: string } | null>(games.demoExchange.path, { code });
  return { status: e.status_code, token: e.data?.token ?? '' };
}

const spin = (token: string, headers: Record<string, string> = {}) =>
  t.api(games.demoSlotSpin.path, { token, roundId: roundId(), stake: '10' }, headers);

describe('game launch tokens', () => {
  it('the launch link carries a one-time code, no bearer token; the code itself spends nothing', async () => {
    const l = await launched();
    assert.doesNotMatch(l.url, /[?&]token=/);
    assert.ok(l.code, l.url);
    assert.equal((await spin(l.code)).status_code, 6001, 'a guest with the link');
    assert.equal(
      (await spin(l.code, { [Header.token]: l.session })).status_code,
      6302,
      'the code is not a page token',
    );
    assert.equal(await venue(l.session), '300.00');
  });

  it('the code trades once for a page token', async () => {
    const l = await launched();
    const first = await exchange(l.code);
    assert.equal(first.status, 6000);
    assert.match(first.token, /^[0-9a-f]{48}$/);
    assert.notEqual(first.token, l.code);
    assert.equal((await exchange(l.code)).status, 6302, 'a second trade of the same code');
  });

  it('a guest (or another member) with the page token cannot spend the venue money; the member can', async () => {
    const l = await launched();
    const { token } = await exchange(l.code);
    assert.equal((await spin(token)).status_code, 6001);
    const other = await t.devMember({ balance: '10' });
    assert.equal((await spin(token, { [Header.token]: other.token })).status_code, 6302);
    assert.equal(await venue(l.session), '300.00');
    const own = await spin(token, { [Header.token]: l.session });
    assert.equal(own.status_code, 6000, own.message);
    // The member's spin moved the venue's money: the stake out, the win in. (Not "no longer
    // 300.00": a win of exactly the stake leaves it there, and CI once drew one.)
    const { stake, win, balance } = own.data as { stake: string; win: string; balance: string };
    assert.equal(Number(stake), 10);
    assert.equal(balance, (300 - Number(stake) + Number(win)).toFixed(2));
    assert.equal(await venue(l.session), balance);
  });

  it('codes and page tokens are short-lived', async () => {
    assert.ok(LAUNCH_CODE_TTL_MS <= 5 * 60_000 && PAGE_TTL_MS <= 60 * 60_000);
    const stale = await launched();
    await t.db.query(
      `UPDATE game_launches SET code_expires_at = now() - interval '1 second' WHERE token = $1`,
      [stale.code],
    );
    assert.equal((await exchange(stale.code)).status, 6302, 'an expired code');
    const idle = await launched();
    const { token } = await exchange(idle.code);
    await t.db.query(
      `UPDATE game_launches SET expires_at = now() - interval '1 second' WHERE page_token = $1`,
      [token],
    );
    assert.equal(
      (await spin(token, { [Header.token]: idle.session })).status_code,
      6302,
      'an idle page token',
    );
  });

  it('the game bar reads the venue balance with the code and the member session', async () => {
    const l = await launched();
    const read = (session: string) =>
      t.api<{ balance: string }>(
        games.resource.path,
        {
          method: 'balance',
          enName: 'CQ9',
          Request: { timestamp: Date.now(), token: l.code, language: 'zh-CN', ip: '' },
        },
        as(session),
      );
    const own = await read(l.session);
    assert.equal(own.status_code, 6000, own.message);
    assert.equal(own.data.balance, '300.00');
    assert.equal((await read((await t.devMember()).token)).status_code, 6302);
  });
});
