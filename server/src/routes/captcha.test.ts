import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { auth } from '@site/shared/contract';
import { PASSWORD_MD5, accountsKit } from '../auth-testing';
import { startTestApp, type TestApp } from '../testing';

// CAPTCHA_MODE=real: answers are checked, passes are HMAC-signed, single use and expire.
let t: TestApp;
let k: ReturnType<typeof accountsKit>;
before(async () => {
  t = await startTestApp({ captchaMode: 'real' });
  k = accountsKit(t);
});
after(async () => {
  await t.stop();
});

async function answer(id: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/captcha/${id}` });
  assert.equal(res.statusCode, 200);
  return res.json<{ answer: string }>().answer;
}

type Pass = { lot_number: string; captcha_output: string; pass_token: string; gen_time: string };

async function solveSlider(): Promise<Pass> {
  const lot = await k.call<{ lot_number: string; width: number }>(auth.sliderLoad.path, {});
  assert.equal(lot.status_code, 6000);
  const x = Number(await answer(lot.data.lot_number));
  const pass = await k.call<Pass>(auth.sliderVerify.path, {
    lot_number: lot.data.lot_number,
    position: x + 3,
  });
  assert.equal(pass.status_code, 6000, pass.message);
  return pass.data;
}

async function sliderCodeId(): Promise<string> {
  const res = await k.call<{ codeId: string }>(auth.validateGeeCheck.path, {
    ...(await solveSlider()),
    validate_way: 'slide',
  });
  assert.equal(res.status_code, 6000, res.message);
  return res.data.codeId;
}

const registerBody = (name: string, captcha: Record<string, unknown>) => ({
  name,
  password: PASSWORD_MD5,
  secondPassword: PASSWORD_MD5,
  ...captcha,
});
const loginBody = (name: string, captcha: Record<string, unknown>) => ({
  isAgent: 0,
  name,
  password: PASSWORD_MD5,
  ...captcha,
});

describe('slider (GeeTest v4 shape)', () => {
  it('a miss answers 6022 and spends the puzzle', async () => {
    const lot = await k.call<{ lot_number: string }>(auth.sliderLoad.path, {});
    const x = Number(await answer(lot.data.lot_number));
    const miss = await k.call(auth.sliderVerify.path, { lot_number: lot.data.lot_number, position: x + 40 });
    assert.deepEqual([miss.status_code, miss.message], [6022, '拼图未对准，请重试']);
    assert.equal(
      (await k.call(auth.sliderVerify.path, { lot_number: lot.data.lot_number, position: x })).status_code,
      6022,
    );
  });

  it('validateGeeCheck refuses a forged token and a replayed pass; the codeId works for one login', async () => {
    const pass = await solveSlider();
    const forged = await k.call(auth.validateGeeCheck.path, { ...pass, pass_token: 'f'.repeat(64) });
    assert.deepEqual([forged.status_code, forged.message], [6022, '验证失败，请重新验证']);
    const tampered = await k.call(auth.validateGeeCheck.path, {
      ...pass,
      captcha_output: `${pass.captcha_output}x`,
    });
    assert.equal(tampered.status_code, 6022);
    const ok = await k.call<{ codeId: string }>(auth.validateGeeCheck.path, pass);
    assert.equal(ok.status_code, 6000);
    const replay = await k.call(auth.validateGeeCheck.path, pass);
    assert.deepEqual([replay.status_code, replay.message], [6022, '验证已失效，请重新验证']);

    const reg = await k.call(
      auth.register.path,
      registerBody('carol2024', { kaptchcate: 0, codeId: ok.data.codeId }),
    );
    assert.equal(reg.status_code, 6000, reg.message);
    const again = await k.call(
      auth.register.path,
      registerBody('dave2024', { kaptchcate: 0, codeId: ok.data.codeId }),
    );
    assert.deepEqual([again.status_code, again.message], [6022, '请先完成滑块验证']);
    const noCaptcha = await k.call(auth.login.path, loginBody('carol2024', { kaptchcate: 0 }));
    assert.equal(noCaptcha.status_code, 6022);
    const codeId = await sliderCodeId();
    assert.equal(
      (await k.call(auth.login.path, loginBody('carol2024', { kaptchcate: 0, codeId }))).status_code,
      6000,
    );
    assert.equal(
      (await k.call(auth.login.path, loginBody('carol2024', { kaptchcate: 0, codeId }))).status_code,
      6022,
      'replayed pass',
    );
  });

  it('a pass older than 2 minutes is refused', async () => {
    const pass = await solveSlider();
    // Re-sign with an old gen_time is impossible without the key; an old gen_time with the
    // original token fails the HMAC, and an old pass row fails the expiry.
    await t.db.query(`UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      pass.lot_number,
    ]);
    assert.equal((await k.call(auth.validateGeeCheck.path, pass)).status_code, 6022);
    const stale = await k.call(auth.validateGeeCheck.path, {
      ...pass,
      gen_time: String(Number(pass.gen_time) - 600),
    });
    assert.equal(stale.status_code, 6022);
  });
});

describe('image captcha', () => {
  it('checks the answer once (case-insensitive), refreshing drops the old one', async () => {
    const reg = await k.call(
      auth.register.path,
      registerBody('erin2024', { kaptchcate: 0, codeId: await sliderCodeId() }),
    );
    assert.equal(reg.status_code, 6000);
    const img = await k.call<{ 'x-code': string }>(auth.defaultKaptcha.path, {});
    const xCode = img.data['x-code'];
    const text = await answer(xCode);
    const wrong = await k.call(
      auth.login.path,
      loginBody('erin2024', { kaptchcate: 1, codeId: xCode, code: text === '0000' ? '1111' : '0000' }),
    );
    assert.deepEqual([wrong.status_code, wrong.message], [6021, '图形验证码错误']);
    const reused = await k.call(
      auth.login.path,
      loginBody('erin2024', { kaptchcate: 1, codeId: xCode, code: text }),
    );
    assert.equal(reused.status_code, 6021, 'a checked captcha is spent');

    const next = await k.call<{ 'x-code': string }>(auth.defaultKaptcha.path, {});
    const refreshed = await k.call<{ 'x-code': string }>(auth.defaultKaptcha.path, {
      'x-code': next.data['x-code'],
    });
    const old = await k.call(
      auth.login.path,
      loginBody('erin2024', {
        kaptchcate: 1,
        codeId: next.data['x-code'],
        code: await answer(next.data['x-code']),
      }),
    );
    assert.equal(old.status_code, 6021, 'refresh drops the old picture');
    const fresh = refreshed.data['x-code'];
    const ok = await k.call(
      auth.login.path,
      loginBody('erin2024', { kaptchcate: 1, codeId: fresh, code: (await answer(fresh)).toLowerCase() }),
    );
    assert.equal(ok.status_code, 6000, ok.message);
  });
});

describe('auto-login after register (kind 99)', () => {
  it('the ticket works once, only for its member', async () => {
    const a = await k.call<{ codeId: string }>(
      auth.register.path,
      registerBody('frank2024', { kaptchcate: 0, codeId: await sliderCodeId() }),
    );
    const b = await k.call<{ codeId: string }>(
      auth.register.path,
      registerBody('grace2024', { kaptchcate: 0, codeId: await sliderCodeId() }),
    );
    assert.equal(
      (await k.call(auth.login.path, loginBody('grace2024', { kaptchcate: 99, codeId: a.data.codeId })))
        .status_code,
      6022,
    );
    assert.equal(
      (await k.call(auth.login.path, loginBody('frank2024', { kaptchcate: 99, codeId: a.data.codeId })))
        .status_code,
      6000,
    );
    assert.equal(
      (await k.call(auth.login.path, loginBody('frank2024', { kaptchcate: 99, codeId: a.data.codeId })))
        .status_code,
      6022,
    );
    assert.equal(
      (await k.call(auth.login.path, loginBody('grace2024', { kaptchcate: 99, codeId: b.data.codeId })))
        .status_code,
      6000,
    );
  });
});
