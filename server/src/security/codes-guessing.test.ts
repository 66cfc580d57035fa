import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { account, funds } from '@site/shared/contract';
import { accountsKit } from '../auth-testing';
import { CODE_LIMITS } from '../auth/codes';
import { md5 } from '../session/members';
import { startTestApp, type TestApp } from '../testing';

/** Verification codes cannot be guessed or pumped (issue 10, items 3 and 8). */
let t: TestApp;
let k: ReturnType<typeof accountsKit>;
before(async () => {
  t = await startTestApp({ captchaMode: 'test' });
  k = accountsKit(t);
});
after(async () => {
  await t.stop();
});

const PWD = md5('246810');

async function withdrawMember(): Promise<{ token: string; email: string }> {
  const m = await t.devMember();
  const email = `${m.name}@example.com`;
  await t.db.query('UPDATE members SET email = $2 WHERE id = $1', [Number(m.userId), email]);
  const set = await k.call(
    funds.withdrawPwdSet.path,
    { password: PWD, secondPassword: PWD },
    { token: m.token },
  );
  assert.equal(set.status_code, 6000, set.message);
  return { token: m.token, email };
}

describe('withdrawal/pwd/emailCheck', () => {
  it('one live code, 60 s between sends (6066), a daily cap (6034)', async () => {
    const m = await withdrawMember();
    const from = { token: m.token };
    assert.equal((await k.call(funds.withdrawPwdEmailCheck.path, {}, from)).status_code, 6000);
    const first = await k.lastCode(m.email);
    const again = await k.call<{ resendIn: number }>(funds.withdrawPwdEmailCheck.path, {}, from);
    assert.equal(again.status_code, 6066);
    assert.ok(again.data.resendIn > 0 && again.data.resendIn <= 60);
    await k.age(m.email, 61);
    assert.equal((await k.call(funds.withdrawPwdEmailCheck.path, {}, from)).status_code, 6000);
    const second = await k.lastCode(m.email);
    if (first !== second) {
      assert.equal(
        (await k.call(funds.withdrawPwdEmailCheck.path, { code: first }, from)).status_code,
        6036,
        'the older code died',
      );
    }
    for (let i = 2; i < CODE_LIMITS.perTargetPerDay; i++) {
      await k.age(m.email, 61);
      assert.equal(
        (await k.call(funds.withdrawPwdEmailCheck.path, {}, from)).status_code,
        6000,
        `send ${i + 1}`,
      );
    }
    await k.age(m.email, 61);
    assert.equal((await k.call(funds.withdrawPwdEmailCheck.path, {}, from)).status_code, 6034);
  });

  it('burns a code after 5 wrong guesses, even when 30 arrive at once, and the right code then fails', async () => {
    const m = await withdrawMember();
    const from = { token: m.token };
    assert.equal((await k.call(funds.withdrawPwdEmailCheck.path, {}, from)).status_code, 6000);
    const code = await k.lastCode(m.email);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((g) => k.call(funds.withdrawPwdEmailCheck.path, { code: g }, from)),
    );
    const codes = answers.map((a) => a.status_code);
    assert.equal(codes.filter((c) => c === 6036).length, CODE_LIMITS.maxAttempts, codes.join(','));
    assert.equal(codes.filter((c) => c === 6037).length, 30 - CODE_LIMITS.maxAttempts, codes.join(','));
    const right = await k.call(funds.withdrawPwdEmailCheck.path, { code }, from);
    assert.equal(right.status_code, 6037, 'a burned code stays burned');
    // And the reset that needs the check stays closed.
    const reset = await k.call(
      funds.withdrawPwdReset.path,
      { password: md5('135790'), secondPassword: md5('135790') },
      from,
    );
    assert.equal(reset.status_code, 6100);
  });
});

describe('code sending needs a captcha and is capped per account and per session', () => {
  it('answers 6021 without a captcha, with an unknown one, and for a spent one', async () => {
    const m = await t.devMember();
    const body = { type: 1, cate: 0, SendCodeNum: '13900001111' };
    assert.equal((await k.call(account.sendCodeTwo.path, body, { token: m.token })).status_code, 6021);
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...body, kaptchcate: 1, captchaId: 'f'.repeat(32), imageCode: 'abcd' },
          { token: m.token },
        )
      ).status_code,
      6021,
    );
    const captcha = await k.captcha();
    assert.equal(
      (await k.call(account.sendCodeTwo.path, { ...body, ...captcha }, { token: m.token })).status_code,
      6000,
    );
    const reused = await k.call(
      account.sendCodeTwo.path,
      { ...body, SendCodeNum: '13900001112', ...captcha },
      { token: m.token },
    );
    assert.deepEqual([reused.status_code, reused.message], [6021, '请先完成图形验证']);
    const guest = await k.call(account.sendCodeOne.path, {
      type: 2,
      cate: 0,
      SendName: m.name,
      SendCodeNum: '13900001111',
    });
    assert.equal(guest.status_code, 6021);
  });

  it('one account reaches at most 5 different numbers a day (30 tried)', async () => {
    const m = await t.devMember();
    const results: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await k.call(
        account.sendCodeTwo.path,
        { ...(await k.captcha()), type: 1, cate: 0, SendCodeNum: `1370000${String(i).padStart(4, '0')}` },
        // Each from its own IP, so only the account cap can stop it.
        { token: m.token, ip: `10.20.${i}.1` },
      );
      results.push(res.status_code);
    }
    assert.equal(
      results.filter((c) => c === 6000).length,
      CODE_LIMITS.targetsPerAccountPerDay,
      results.join(','),
    );
    assert.ok(
      results.slice(CODE_LIMITS.targetsPerAccountPerDay).every((c) => c === 6034),
      results.join(','),
    );
    const [row] = await t.db.query<{ n: unknown }>(
      'SELECT count(DISTINCT target) AS n FROM outbox WHERE target LIKE $1',
      ['1370000%'],
    );
    assert.equal(Number(row?.n), CODE_LIMITS.targetsPerAccountPerDay);
  });

  it('one session sends at most 10 codes an hour', async () => {
    const m = await t.devMember({ bindPhone: true });
    const email = `${m.name}@example.com`;
    await t.db.query(`UPDATE members SET email = $2 WHERE id = $1`, [Number(m.userId), email]);
    const phone = await k.phoneOf(m.userId);
    const results: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Password-change codes, alternately to the bound phone and e-mail (6 each: under the
      // per-target cap), past the 60 s rule each time: only the session cap can stop them.
      await k.age(phone, 61);
      await k.age(email, 61);
      const res = await k.call(
        account.sendCodeTwo.path,
        { ...(await k.captcha()), type: 2, cate: i % 2 },
        { token: m.token, ip: `10.30.${i}.1` },
      );
      results.push(res.status_code);
    }
    assert.deepEqual(results.slice(0, 10), Array(10).fill(6000), results.join(','));
    assert.deepEqual(results.slice(10), [6011, 6011], results.join(','));
  });
});
