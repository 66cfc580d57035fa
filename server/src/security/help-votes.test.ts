import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { help } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * Issue 26 item 10: a device id is whatever a script says it is, so only members vote (one
 * vote per member and article, changeable). 200 guest votes with made-up ids count for nothing.
 */
let t: TestApp;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
});
after(() => t.stop());

const counts = async (code: string) => {
  const body = await t.api<{ helpful: number; unhelpful: number }>(help.votes.path, { code });
  return { helpful: body.data.helpful, unhelpful: body.data.unhelpful };
};

describe('help votes cannot be stuffed', () => {
  it('200 guest votes with made-up device ids from one address count for nothing', async () => {
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.api(help.vote.path, { code: 'ck', vote: 'helpful' }, { uuid: `made-up-device-${i}-0000` }),
      ),
    );
    assert.ok(
      burst.every((r) => r.status_code === 6001),
      [...new Set(burst.map((r) => `${r.status_code} ${r.message}`))].join('; '),
    );
    assert.equal(burst[0]?.message, '登录后才能评价，请先登录');
    assert.deepEqual(await counts('ck'), { helpful: 0, unhelpful: 0 });
  });

  it('a member has one vote per article, however many times and in parallel they vote', async () => {
    const m = await t.devMember();
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api(help.vote.path, { code: 'ck', vote: 'helpful' }, { token: m.token }),
      ),
    );
    assert.ok(burst.every((r) => r.status_code === 6000));
    assert.deepEqual(await counts('ck'), { helpful: 1, unhelpful: 0 });
    const changed = await t.api(help.vote.path, { code: 'ck', vote: 'unhelpful' }, { token: m.token });
    assert.deepEqual(changed.data, { code: 'ck', helpful: 0, unhelpful: 1, myVote: 'unhelpful' });
  });

  it('guest votes stored before this rule are not counted', async () => {
    await t.db
      .query(
        `INSERT INTO help_votes (article_code, voter, member_id, helpful) VALUES ('zz', 'd:old-device-0001', NULL, true)`,
      )
      .catch(() => undefined);
    assert.deepEqual(await counts('zz'), { helpful: 0, unhelpful: 0 });
  });
});
