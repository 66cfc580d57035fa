import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { memberLetters } from '@site/shared/contract';
import { startPostgres, type Started } from '../realtime/cluster-processes';
import { startTestApp, type TestApp } from '../testing';

/**
 * Issue 26 item 11: feedback is limited per member (3 per 10 minutes, 20 a day), counted in
 * the database so that it holds across server processes: two apps, each with its own pool,
 * on one real PostgreSQL.
 */
let pg: Started;
let a: TestApp;
let b: TestApp;
before(async () => {
  pg = await startPostgres();
  a = await startTestApp({ databaseUrl: pg.url });
  b = await startTestApp({ databaseUrl: pg.url });
});
after(async () => {
  await b?.stop();
  await a?.stop();
  await pg?.stop();
});

const send = (t: TestApp, token: string, i: number) =>
  t.api(
    memberLetters.addFeedBack.path,
    { type: 'other', content: `第${i}条反馈：页面打不开`, images: [] },
    { token },
  );
const stored = async (memberId: string) => {
  const [row] = await a.db.query<{ n: unknown }>('SELECT count(*) AS n FROM feedbacks WHERE member_id = $1', [
    Number(memberId),
  ]);
  return Number(row?.n);
};
/** What ten minutes of waiting do: the short window ends, the day's count stays. */
const tenMinutesLater = () => a.db.query('DELETE FROM rate_counters WHERE window_seconds = 600');

describe('feedback rate limit', () => {
  it('30 parallel submissions over two processes store 3; the rest answer 6011 with a clear message', async () => {
    const m = await a.devMember();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => send(i % 2 ? b : a, m.token, i)));
    const codes = burst.map((r) => r.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 3, codes.join(','));
    assert.equal(codes.filter((c) => c === 6011).length, 27, codes.join(','));
    assert.equal(burst.find((r) => r.status_code === 6011)?.message, '反馈提交过于频繁，请10分钟后再试');
    assert.equal(await stored(m.userId), 3);
  });

  it('holds a member to 20 a day, and a refused submission does not count', async () => {
    const m = await a.devMember();
    for (let round = 0; round < 7; round++) {
      await tenMinutesLater();
      await Promise.all(Array.from({ length: 4 }, (_, i) => send(round % 2 ? a : b, m.token, round * 4 + i)));
    }
    assert.equal(await stored(m.userId), 20);
    await tenMinutesLater();
    const over = await send(a, m.token, 99);
    assert.equal(over.status_code, 6011);
    assert.equal(over.message, '今日反馈次数已达上限，请明天再试');
    assert.equal(await stored(m.userId), 20);
  });

  it('another member is not held back by the first', async () => {
    const m = await b.devMember();
    assert.equal((await send(b, m.token, 1)).status_code, 6000);
  });
});
