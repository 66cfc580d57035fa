import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auth } from '@site/shared/contract';
import { accountsKit } from '../auth/testing';
import { DEV_MEMBER_PASSWORD } from '../routes/dev';
import { startTestApp, type TestApp } from '../testing';

/** Brute force under concurrency: N parallel guesses must count as N (issue 10, items 2 and 9). */
let t: TestApp;
let k: ReturnType<typeof accountsKit>;
before(async () => {
  t = await startTestApp({ captchaMode: 'test' });
  k = accountsKit(t);
});
after(async () => {
  await t.stop();
});

describe('login lockout under 30 parallel guesses', () => {
  it('checks at most the allowed number of passwords, and the right one in the burst gets no token', async () => {
    const m = await t.devMember();
    const right = k.md5(DEV_MEMBER_PASSWORD);
    const bodies = Array.from({ length: 30 }, (_, i) => ({
      isAgent: 0,
      name: m.name,
      password: i === 29 ? right : k.md5(`wrong-${i}`),
      kaptchcate: 1,
      codeId: 'x',
      code: 'abcd',
    }));
    const answers = await Promise.all(bodies.map((b) => k.call<{ token?: string }>(auth.login.path, b)));
    const codes = answers.map((a) => a.status_code);
    const checked = codes.filter((c) => c === 6002).length;
    // Only the first 5 reach the password check; the rest are turned away before hashing.
    assert.ok(checked <= 5, `${checked} passwords were checked: ${codes.join(',')}`);
    assert.ok(codes.every((c) => c === 6002 || c === 6011 || c === 6037), codes.join(','));
    assert.notEqual(codes[29], 6000, 'the right password in the burst got a token');
    assert.equal(answers[29]?.data?.token, undefined);
    const [rows] = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM login_attempts WHERE name_key = $1 AND result = 'pending'`,
      [m.name],
    );
    assert.equal(Number(rows?.n), 0, 'no reservation is left behind');
  });

  it('locks the account once 10 guesses are reached, however they arrive', async () => {
    const m = await t.devMember();
    // Ten wrong passwords past the cool-down (as if spread over 15 minutes), then a burst.
    await t.db.query(
      `INSERT INTO login_attempts (name_key, member_id, ip, result, created_at)
       SELECT $1, $2, '10.9.9.9', 'fail', now() - interval '2 minutes' FROM generate_series(1, 9)`,
      [m.name, Number(m.userId)],
    );
    const right = k.md5(DEV_MEMBER_PASSWORD);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        k.call(auth.login.path, {
          isAgent: 0,
          name: m.name,
          password: i === 29 ? right : k.md5(`wrong-${i}`),
          kaptchcate: 1,
          codeId: 'x',
          code: 'abcd',
        }),
      ),
    );
    const codes = burst.map((a) => a.status_code);
    assert.equal(codes.filter((c) => c === 6002 || c === 6000).length, 0, codes.join(','));
    assert.ok(codes.includes(6037), codes.join(','));
    const after = await k.call(auth.login.path, { isAgent: 0, name: m.name, password: right, kaptchcate: 1, codeId: 'x', code: 'abcd' });
    assert.deepEqual([after.status_code, after.message], [6037, '密码错误次数过多，账号已锁定，请30分钟后再试']);
  });
});
