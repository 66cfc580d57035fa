import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Header, funds } from '@site/shared/contract';
import { accountsKit } from '../auth-testing';
import { startTestApp, type TestApp } from '../testing';

/** Issue 26 item 8: only wrong answers count towards the second-password lock. */
let t: TestApp;
let k: ReturnType<typeof accountsKit>;
before(async () => {
  t = await startTestApp({ dataDir: 'memory://', withdrawLimits: { dailyCount: 100 } });
  k = accountsKit(t);
});
after(async () => {
  await t.stop();
});

const PWD = () => k.md5('246810');
const call = (path: string, body: unknown, token: string) =>
  t.api(path, body, { [Header.token]: token, [Header.requestId]: randomUUID() });

async function memberWithCard(): Promise<{ token: string; userId: string; cardId: number }> {
  const m = await t.devMember({ balance: '5000', bindPhone: true, bindRealName: true });
  const set = await call(funds.withdrawPwdSet.path, { password: PWD(), secondPassword: PWD() }, m.token);
  assert.equal(set.status_code, 6000, set.message);
  const card = await call(
    funds.bankCardAdd.path,
    { kind: 'bank', bankCode: 'CMB', cardNo: '6225880112345678', holderName: '张伟' },
    m.token,
  );
  assert.equal(card.status_code, 6000, card.message);
  return { ...m, cardId: (card.data as { id: number }).id };
}

async function lockedUntil(memberId: string): Promise<Date | null> {
  const [row] = await t.db.query<{ locked_until: Date | null }>(
    `SELECT locked_until FROM secret_attempts WHERE member_id = $1 AND kind = 'withdraw_password'`,
    [Number(memberId)],
  );
  return row?.locked_until ?? null;
}

describe('withdrawal password under parallel calls', () => {
  it('8 parallel withdrawals with the right password all go through and lock nothing', async () => {
    const m = await memberWithCard();
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(funds.withdrawNew.path, { cardId: m.cardId, amount: '100', password: PWD() }, m.token),
      ),
    );
    const codes = burst.map((r) => r.status_code);
    const shown = burst.map((r) => `${r.status_code} ${r.message}`).join('; ');
    // Five checks run at once; the others wait for room (up to 3 s) and, on a machine too busy
    // to hash in that time, are asked to try again (6011): never locked, never "wrong".
    assert.ok(
      codes.every((c) => c === 6000 || c === 6011),
      shown,
    );
    assert.ok(codes.filter((c) => c === 6000).length >= 5, shown);
    assert.equal(await lockedUntil(m.userId), null);
    const next = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '100', password: PWD() },
      m.token,
    );
    assert.equal(next.status_code, 6000, next.message);
  });

  it('wrong answers still lock at the fifth, in a row or in parallel, and then the right one is refused', async () => {
    const m = await memberWithCard();
    const wrong = (i: number) =>
      call(funds.withdrawNew.path, { cardId: m.cardId, amount: '100', password: k.md5(`bad-${i}`) }, m.token);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await wrong(i)).status_code);
    assert.deepEqual(codes, [6100, 6100, 6100, 6100, 6037]);
    const right = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '100', password: PWD() },
      m.token,
    );
    assert.equal(right.status_code, 6037);

    const n = await memberWithCard();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(
          funds.withdrawNew.path,
          { cardId: n.cardId, amount: '100', password: k.md5(`bad-${i}`) },
          n.token,
        ),
      ),
    );
    const parallel = burst.map((r) => r.status_code);
    // Five are checked (four 6100, the fifth locks); the rest wait for them and find the lock,
    // or, on a machine too slow to hash five within the wait, are told to try again (6011).
    assert.equal(parallel.filter((c) => c === 6100).length, 4, parallel.join(','));
    assert.ok(parallel.includes(6037), parallel.join(','));
    assert.ok(
      parallel.every((c) => c === 6100 || c === 6037 || c === 6011),
      parallel.join(','),
    );
    assert.notEqual(await lockedUntil(n.userId), null);
  });

  it('a right answer among wrong ones is not counted as wrong', async () => {
    const m = await memberWithCard();
    for (let i = 0; i < 4; i++) {
      const r = await call(
        funds.withdrawNew.path,
        { cardId: m.cardId, amount: '100', password: k.md5(`bad-${i}`) },
        m.token,
      );
      assert.equal(r.status_code, 6100);
    }
    // Four wrong in a row, then the right one clears the count: four more wrong do not lock.
    const ok = await call(
      funds.withdrawNew.path,
      { cardId: m.cardId, amount: '100', password: PWD() },
      m.token,
    );
    assert.equal(ok.status_code, 6000, ok.message);
    for (let i = 0; i < 4; i++) {
      const r = await call(
        funds.withdrawNew.path,
        { cardId: m.cardId, amount: '100', password: k.md5(`again-${i}`) },
        m.token,
      );
      assert.equal(r.status_code, 6100);
    }
    assert.equal(await lockedUntil(m.userId), null);
  });
});
