import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { Header, account, auth, funds } from '@site/shared/contract';
import { CENTER, LOCK, balanceOf } from '../money/ledger';
import { accountsKit } from '../auth-testing';
import { PENDING_COUNTS_SECONDS } from '../auth/login-guard';
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
    assert.ok(
      codes.every((c) => c === 6002 || c === 6011 || c === 6037),
      codes.join(','),
    );
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
    const after = await k.call(auth.login.path, {
      isAgent: 0,
      name: m.name,
      password: right,
      kaptchcate: 1,
      codeId: 'x',
      code: 'abcd',
    });
    assert.deepEqual(
      [after.status_code, after.message],
      [6037, '密码错误次数过多，账号已锁定，请30分钟后再试'],
    );
  });
});

describe('a password check cut off by a dying process', () => {
  const right = () => k.md5(DEV_MEMBER_PASSWORD);
  const from = { uuid: 'crash-device', ip: '10.0.8.1' };
  /** Ten reservations of `m` that a killed process never finished (its logins were in flight). */
  const orphans = (m: { name: string; userId: string }, age: string) =>
    t.db.query(
      `INSERT INTO login_attempts (name_key, member_id, ip, uuid, result, created_at)
       SELECT $1, $2, $3, $4, 'pending', now() - $5::interval FROM generate_series(1, 10)`,
      [m.name, Number(m.userId), from.ip, from.uuid, age],
    );
  const login = (name: string) =>
    k.call(auth.login.path, { isAgent: 0, name, password: right(), kaptchcate: 0, codeId: 'x' }, from);

  it('no longer counts once it cannot be running: a crash does not lock the member out', async () => {
    const m = await t.devMember();
    await orphans(m, `${PENDING_COUNTS_SECONDS + 5} seconds`);
    assert.equal((await login(m.name)).status_code, 6000);
  });

  it('still counts while it could be a guess in flight', async () => {
    const m = await t.devMember();
    await orphans(m, '5 seconds');
    assert.equal((await login(m.name)).status_code, 6037);
  });
});

describe('the new-device code send checks the password too', () => {
  it('30 parallel sends with wrong passwords: at most 5 are checked, and no code goes out', async () => {
    const m = await t.devMember({ bindPhone: true });
    const right = k.md5(DEV_MEMBER_PASSWORD);
    const login = (from: { uuid: string; ip: string }) =>
      k.call(
        auth.login.path,
        { isAgent: 0, name: m.name, password: right, kaptchcate: 0, codeId: 'x' },
        from,
      );
    assert.equal((await login({ uuid: 'home-device', ip: '10.0.7.1' })).status_code, 6000);
    const newDevice = { uuid: 'new-device', ip: '10.0.7.2' };
    assert.equal((await login(newDevice)).status_code, 6027);
    const captchas = await Promise.all(Array.from({ length: 30 }, () => k.captcha()));
    const answers = await Promise.all(
      captchas.map((c, i) =>
        k.call(
          account.sendCodeOne.path,
          { ...c, type: 3, cate: 0, SendName: m.name, codeId: k.md5(`wrong-${i}`) },
          newDevice,
        ),
      ),
    );
    const codes = answers.map((a) => a.status_code);
    assert.ok(codes.filter((c) => c === 6002).length <= 5, codes.join(','));
    assert.ok(
      codes.every((c) => c === 6002 || c === 6011 || c === 6037),
      codes.join(','),
    );
    const [sent] = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM verification_codes WHERE member_id = $1 AND purpose = 'new_device'`,
      [Number(m.userId)],
    );
    assert.equal(Number(sent?.n), 0);
  });
});

describe('second passwords: 5 wrong in a row lock for 15 minutes', () => {
  const PWD = () => k.md5('246810');
  const call = (path: string, body: unknown, token: string) =>
    t.api(path, body, { [Header.token]: token, [Header.requestId]: randomUUID() });

  it('withdraw/new: 30 parallel guesses with the right one last withdraw nothing, then the right one is locked out', async () => {
    const m = await t.devMember({ balance: '1000', bindPhone: true, bindRealName: true });
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: PWD(), secondPassword: PWD() }, m.token))
        .status_code,
      6000,
    );
    const card = await call(
      funds.bankCardAdd.path,
      { kind: 'bank', bankCode: 'CMB', cardNo: '6225880112345678', holderName: '张伟' },
      m.token,
    );
    assert.equal(card.status_code, 6000, card.message);
    const cardId = (card.data as { id: number }).id;
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          funds.withdrawNew.path,
          { cardId, amount: '100', password: i === 29 ? PWD() : k.md5(`bad-${i}`) },
          m.token,
        ),
      ),
    );
    const codes = burst.map((r) => r.status_code);
    // Five are checked (the fifth wrong one locks); the rest find the lock, or are asked to
    // try again (6011) when the five take longer than the 3 s a check waits for room.
    assert.equal(codes.filter((c) => c === 6100).length, 4, codes.join(','));
    assert.ok(codes.includes(6037), codes.join(','));
    assert.equal(codes.filter((c) => c === 6037 || c === 6011).length, 26, codes.join(','));
    const after = await call(funds.withdrawNew.path, { cardId, amount: '100', password: PWD() }, m.token);
    assert.equal(after.status_code, 6037);
    assert.match(after.message, /^提款密码错误次数过多，已锁定，请1[45]分钟后再试$/);
    // Not a fen moved: the whole balance is still in the centre wallet.
    assert.equal(await balanceOf(t.db, Number(m.userId), CENTER), 100_000);
    assert.equal(await balanceOf(t.db, Number(m.userId), LOCK), 0);
    // 15 minutes on, the right password works and clears the count.
    await t.db.query(
      `UPDATE secret_attempts SET locked_until = now() - interval '1 second' WHERE member_id = $1`,
      [Number(m.userId)],
    );
    const ok = await call(funds.withdrawNew.path, { cardId, amount: '100', password: PWD() }, m.token);
    assert.equal(ok.status_code, 6000, ok.message);
  });

  it('withdrawal password reset: the old password counts on the same lock', async () => {
    const m = await t.devMember();
    assert.equal(
      (await call(funds.withdrawPwdSet.path, { password: PWD(), secondPassword: PWD() }, m.token))
        .status_code,
      6000,
    );
    const next = k.md5('112233');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call(
        funds.withdrawPwdReset.path,
        { oldPassword: k.md5(`x${i}`), password: next, secondPassword: next },
        m.token,
      );
      messages.push(`${res.status_code} ${res.message}`);
    }
    assert.deepEqual(messages, [
      '6100 原提款密码错误，还可尝试4次',
      '6100 原提款密码错误，还可尝试3次',
      '6100 原提款密码错误，还可尝试2次',
      '6100 原提款密码错误，还可尝试1次',
      '6037 提款密码错误次数过多，已锁定，请15分钟后再试',
    ]);
    const right = await call(
      funds.withdrawPwdReset.path,
      { oldPassword: PWD(), password: next, secondPassword: next },
      m.token,
    );
    assert.equal(right.status_code, 6037);
  });

  it('member/bindPassword: 30 parallel old-password guesses, the right one last, change nothing', async () => {
    const m = await t.devMember();
    const right = k.md5(DEV_MEMBER_PASSWORD);
    const next = k.md5('newpass99');
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          account.bindPassword.path,
          { oldPassword: i === 29 ? right : k.md5(`bad-${i}`), password: next, secondPassword: next },
          m.token,
        ),
      ),
    );
    const codes = burst.map((r) => r.status_code);
    assert.equal(codes.filter((c) => c === 6000).length, 0, codes.join(','));
    assert.equal(codes.filter((c) => c === 6100).length, 4, codes.join(','));
    const login = await k.call(auth.login.path, {
      isAgent: 0,
      name: m.name,
      password: next,
      kaptchcate: 0,
      codeId: 'x',
    });
    assert.equal(login.status_code, 6002, 'the password did not change');
    const locked = await call(
      account.bindPassword.path,
      { oldPassword: right, password: next, secondPassword: next },
      m.token,
    );
    assert.deepEqual(
      [locked.status_code, locked.message],
      [6037, '密码错误次数过多，已锁定，请15分钟后再试'],
    );
  });
});
