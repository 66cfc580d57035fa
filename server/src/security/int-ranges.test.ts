import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Header, funds, games, memberArea, promotions, site } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';
import { memberOn } from './testing';

/**
 * Issue 26 item 9: a points exchange of itemId 2147483648 overflowed the INTEGER column and
 * answered 6005. Every id, count, page and size of the contract carries its column's range:
 * past it is bad input (6007), and nothing in range makes the database fail (never 6005).
 */
let t: TestApp;
let token = '';
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  token = (await memberOn(t)).token;
});
after(async () => {
  await t.stop();
});

const INT4_PAST = 2_147_483_648;
const call = (path: string, body: unknown) => t.api(path, body, { [Header.token]: token });

describe('integer ranges of the contract', () => {
  it('INTEGER columns and pages: 2147483648 is 6007', async () => {
    const cases: [string, unknown][] = [
      [memberArea.activityTopGiftExchange.path, { itemId: INT4_PAST }],
      [site.queryNoticeListByPage.path, { pageNum: INT4_PAST }],
      [games.gameList.path, { pageNum: INT4_PAST }],
      [memberArea.exchangeRecord.path, { pageNum: INT4_PAST }],
      [funds.allBalance.path, { category: INT4_PAST }],
      [funds.allBalance.path, { category: -INT4_PAST - 1 }],
    ];
    for (const [path, body] of cases) {
      const answer = await call(path, body);
      assert.equal(answer.status_code, 6007, `${path} ${JSON.stringify(body)}: ${answer.message}`);
    }
  });

  it('BIGINT ids past what a JS number counts exactly are 6007; in range they are never 6005', async () => {
    for (const value of [Number.MAX_SAFE_INTEGER + 1, 1e20]) {
      for (const [path, body] of [
        [promotions.promotionDetail.path, { id: value }],
        [promotions.quitBonus.path, { rewardId: value }],
        [funds.withdrawNew.path, { cardId: value, amount: '100', password: 'a'.repeat(32) }],
      ] as [string, unknown][]) {
        const answer = await call(path, body);
        assert.equal(answer.status_code, 6007, `${path} ${JSON.stringify(body)}: ${answer.message}`);
      }
    }
    for (const value of [INT4_PAST, Number.MAX_SAFE_INTEGER]) {
      for (const [path, body] of [
        [promotions.promotionDetail.path, { id: value }],
        [promotions.raceBoard.path, { id: value }],
        [promotions.quitBonus.path, { rewardId: value }],
      ] as [string, unknown][]) {
        const answer = await call(path, body);
        assert.notEqual(answer.status_code, 6005, `${path} ${JSON.stringify(body)}: ${answer.message}`);
      }
    }
  });

  it('the largest values in range are answered, never 6005', async () => {
    const max = 2_147_483_647;
    for (const [path, body] of [
      [memberArea.activityTopGiftExchange.path, { itemId: max }],
      [site.queryNoticeListByPage.path, { pageNum: max, pageSize: 100 }],
      [games.gameList.path, { pageNum: max, pageSize: 100 }],
      [memberArea.exchangeRecord.path, { pageNum: max, pageSize: 100 }],
      [funds.allBalance.path, { category: max }],
    ] as [string, unknown][]) {
      const answer = await call(path, body);
      assert.notEqual(answer.status_code, 6005, `${path} ${JSON.stringify(body)}: ${answer.message}`);
    }
  });
});
