import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { account, auth, member } from '@site/shared/contract';
import { PASSWORD_MD5, accountsKit } from '../auth-testing';
import { formatChinaTime } from '../db/db';
import { DEV_MEMBER_PASSWORD } from './dev';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
let k: ReturnType<typeof accountsKit>;
before(async () => {
  t = await startTestApp({ captchaMode: 'test' });
  k = accountsKit(t);
});
after(async () => {
  await t.stop();
});

const DEV_MD5 = () => k.md5(DEV_MEMBER_PASSWORD);
const login = (name: string, from: Parameters<typeof k.call>[2] = {}, extra: Record<string, unknown> = {}) =>
  k.call<{ token: string; userId: string }>(
    auth.login.path,
    { isAgent: 0, name, password: DEV_MD5(), kaptchcate: 0, codeId: 'any', ...extra },
    from,
  );

describe('user/register', () => {
  it('creates the member, stores scrypt(md5) at N=2^17, records referral and domain, and hands out an auto-login ticket', async () => {
    const body = {
      name: 'alice2024',
      password: PASSWORD_MD5,
      secondPassword: PASSWORD_MD5,
      kaptchcate: 0,
      codeId: 'x',
      domain: 'www.example.com',
      rCode: 'R1',
      iCode: 'I9',
    };
    const res = await k.call<{ userId: string; name: string; codeId: string }>(auth.register.path, body);
    assert.equal(res.status_code, 6000, res.message);
    assert.equal(res.data.name, 'alice2024');
    const [row] = await t.db.query<{
      password_hash: string;
      r_code: string;
      i_code: string;
      register_domain: string;
    }>('SELECT password_hash, r_code, i_code, register_domain FROM members WHERE id = $1', [
      Number(res.data.userId),
    ]);
    assert.match(row?.password_hash ?? '', /^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    assert.deepEqual([row?.r_code, row?.i_code, row?.register_domain], ['R1', 'I9', 'www.example.com']);
    const auto = await k.call<{ token: string }>(auth.login.path, {
      isAgent: 0,
      name: 'alice2024',
      password: PASSWORD_MD5,
      kaptchcate: 99,
      codeId: res.data.codeId,
    });
    assert.equal(auto.status_code, 6000, auto.message);
    assert.match(auto.data.token, /^[0-9a-f]{64}$/);
  });

  it('answers 6009 for a taken name, whatever its case', async () => {
    const body = {
      name: 'ALICE2024',
      password: PASSWORD_MD5,
      secondPassword: PASSWORD_MD5,
      kaptchcate: 0,
      codeId: 'x',
    };
    const res = await k.call(auth.register.path, body);
    assert.deepEqual([res.status_code, res.message], [6009, '用户名已存在']);
  });

  it('re-checks the SPEC §5 rules with their Chinese messages (6007)', async () => {
    const base = { password: PASSWORD_MD5, secondPassword: PASSWORD_MD5, kaptchcate: 0, codeId: 'x' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, name: '1abc234' }, /4-11位，最少2个字母\+数字组合，首位为字母/],
      [{ ...base, name: 'ab' }, /4-11位/],
      [{ ...base, name: '' }, /用户名不能为空/],
      [{ ...base, name: 'good2024', secondPassword: k.md5('other123') }, /两次密码输入不一致/],
      [{ ...base, name: 'good2024', password: k.md5(''), secondPassword: k.md5('') }, /密码不能为空/],
      [{ ...base, name: 'good2024', password: 'abc12345' }, /md5/],
      [{ ...base, name: 'good2024', kaptchcate: 5 }, /kaptchcate/],
    ];
    for (const [body, message] of cases) {
      const res = await k.call(auth.register.path, body);
      assert.equal(res.status_code, 6007, JSON.stringify(body));
      assert.match(res.message, message);
    }
    assert.equal((await k.call(auth.register.path, 'not json')).status_code, 6007);
    assert.equal((await k.call(auth.register.path, undefined)).status_code, 6007);
  });

  it('removes whitespace from the name as the form does', async () => {
    const res = await k.call<{ name: string }>(auth.register.path, {
      name: ' bob 2024 ',
      password: PASSWORD_MD5,
      secondPassword: PASSWORD_MD5,
      kaptchcate: 1,
      codeId: 'x',
      code: 'y',
    });
    assert.equal(res.status_code, 6000, res.message);
    assert.equal(res.data.name, 'bob2024');
  });
});

describe('user/login', () => {
  it('answers token and userId, a new random token on every login; logout revokes only that one (6001 after)', async () => {
    const m = await t.devMember();
    const first = await login(m.name);
    const second = await login(m.name.toUpperCase());
    assert.equal(first.status_code, 6000, first.message);
    assert.equal(second.status_code, 6000, second.message);
    assert.equal(first.data.userId, m.userId);
    assert.notEqual(first.data.token, second.data.token);
    assert.equal((await k.call(member.logout.path, {}, { token: first.data.token })).status_code, 6000);
    for (const e of [member.memberInfo, account.memberJwt, member.logout]) {
      assert.equal((await k.call(e.path, {}, { token: first.data.token })).status_code, 6001, e.path);
    }
    assert.equal((await k.call(member.memberInfo.path, {}, { token: second.data.token })).status_code, 6000);
  });

  it('answers 6002 for a wrong password or an unknown name, 6007 for an agent or a missing field', async () => {
    const m = await t.devMember();
    assert.deepEqual(
      [
        (await login(m.name, {}, { password: k.md5('wrong123') })).status_code,
        (await login('nobody999')).status_code,
      ],
      [6002, 6002],
    );
    assert.equal((await login(m.name, {}, { isAgent: 1 })).status_code, 6007);
    const blank = await k.call(auth.login.path, {
      isAgent: 0,
      name: ' ',
      password: DEV_MD5(),
      kaptchcate: 0,
    });
    assert.deepEqual([blank.status_code, blank.message], [6007, '参数 name 错误：请输入用户名']);
    assert.equal((await k.call(auth.login.path, { name: m.name, kaptchcate: 0 })).status_code, 6007);
  });

  it('rate limits wrong passwords: 6011 for a minute after the 5th, then the image captcha (6021), locked at the 10th (6037)', async () => {
    const m = await t.devMember();
    const wrong = { password: k.md5('wrong123') };
    for (let i = 0; i < 5; i++)
      assert.equal((await login(m.name, {}, wrong)).status_code, 6002, `try ${i + 1}`);
    const limited = await login(m.name);
    assert.equal(limited.status_code, 6011);
    assert.match(limited.message, /请\d+秒后再试/);
    await t.db.query(
      `UPDATE login_attempts SET created_at = created_at - interval '61 seconds' WHERE name_key = $1`,
      [m.name],
    );
    const slider = await login(m.name);
    assert.deepEqual([slider.status_code, slider.message], [6021, '登录失败次数过多，请输入图形验证码']);
    for (let i = 6; i < 10; i++) {
      await t.db.query(
        `UPDATE login_attempts SET created_at = created_at - interval '61 seconds' WHERE name_key = $1`,
        [m.name],
      );
      assert.equal(
        (await login(m.name, {}, { ...wrong, kaptchcate: 1, code: 'abcd' })).status_code,
        6002,
        `try ${i}`,
      );
    }
    await t.db.query(
      `UPDATE login_attempts SET created_at = created_at - interval '61 seconds' WHERE name_key = $1`,
      [m.name],
    );
    const tenth = await login(m.name, {}, { ...wrong, kaptchcate: 1, code: 'abcd' });
    assert.equal(tenth.status_code, 6037);
    const locked = await login(m.name, {}, { kaptchcate: 1, code: 'abcd' });
    assert.deepEqual(
      [locked.status_code, locked.message],
      [6037, '密码错误次数过多，账号已锁定，请30分钟后再试'],
    );
    await t.db.query("UPDATE members SET locked_until = now() - interval '1 second' WHERE id = $1", [
      Number(m.userId),
    ]);
    await t.db.query(
      `UPDATE login_attempts SET created_at = created_at - interval '16 minutes' WHERE name_key = $1`,
      [m.name],
    );
    assert.equal((await login(m.name)).status_code, 6000);
  });

  it('after a right password, the image captcha is no longer needed', async () => {
    const m = await t.devMember();
    const wrong = { password: k.md5('wrong123') };
    for (let i = 0; i < 5; i++) await login(m.name, {}, wrong);
    await t.db.query(
      `UPDATE login_attempts SET created_at = created_at - interval '61 seconds' WHERE name_key = $1`,
      [m.name],
    );
    assert.equal((await login(m.name, {}, { kaptchcate: 1, code: '1234' })).status_code, 6000);
    assert.equal((await login(m.name)).status_code, 6000);
  });

  it('says so for a frozen account (6030)', async () => {
    const m = await t.devMember();
    await t.db.query(`UPDATE members SET status = 'frozen' WHERE id = $1`, [Number(m.userId)]);
    const res = await login(m.name);
    assert.deepEqual([res.status_code, res.message], [6030, '账号已冻结，请联系客服']);
  });
});

describe('new-device verification', () => {
  // Its own IP: the login tests above tried wrong passwords for many names from 10.0.0.1 (the risk rule).
  const home = { ip: '10.0.1.1' };
  async function trustedMember() {
    const m = await t.devMember({ bindPhone: true });
    assert.equal(
      (await login(m.name, home)).status_code,
      6000,
      'first login trusts device-main and the home IP',
    );
    return { ...m, phone: await k.phoneOf(m.userId) };
  }
  const sendDeviceCode = async (
    name: string,
    from: Parameters<typeof k.call>[2],
    extra: Record<string, unknown> = {},
  ) =>
    k.call(
      account.sendCodeOne.path,
      { ...(await k.captcha()), type: 3, cate: 0, SendName: name, codeId: DEV_MD5(), ...extra },
      from,
    );

  it('a new device answers 6026 with the masked phone; code, then the middle digits, then that device is trusted', async () => {
    const m = await trustedMember();
    const phone2 = { ...home, uuid: 'device-2' };
    const res = await login(m.name, phone2);
    assert.equal(res.status_code, 6026);
    assert.equal(res.message, '当前设备未通过验证');
    const data = auth.deviceChallengeSchema.parse(res.data);
    assert.deepEqual(data, {
      phoneNumber: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`,
      email: '',
      needPhoneDigits: true,
    });

    assert.equal((await sendDeviceCode(m.name, phone2, { codeId: k.md5('wrong123') })).status_code, 6002);
    assert.equal(
      (await sendDeviceCode(m.name, { ...home, uuid: 'device-3' })).status_code,
      6038,
      'no challenge for another device',
    );
    const sent = await sendDeviceCode(m.name, phone2);
    assert.equal(sent.status_code, 6000, sent.message);
    const code = await k.lastCode(m.phone);
    assert.match(code, /^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';

    assert.equal((await login(m.name, phone2, { sendCodeNum: wrongCode })).status_code, 6036);
    const ask = await login(m.name, phone2, { sendCodeNum: code });
    assert.deepEqual([ask.status_code, ask.message], [6016, '请输入手机号中间4位']);
    const bad = await login(m.name, phone2, {
      sendCodeNum: code,
      phoneMiddle: m.phone.slice(3, 7) === '0000' ? '1111' : '0000',
    });
    assert.deepEqual([bad.status_code, bad.message], [6017, '手机号错误']);
    assert.equal((await login(m.name, phone2, { sendCodeNum: code, phoneMiddle: '12a4' })).status_code, 6007);
    const ok = await login(m.name, phone2, { sendCodeNum: code, phoneMiddle: m.phone.slice(3, 7) });
    assert.equal(ok.status_code, 6000, ok.message);
    assert.equal(
      (await login(m.name, phone2, { sendCodeNum: code, phoneMiddle: m.phone.slice(3, 7) })).status_code,
      6038,
      'the challenge is done',
    );
    assert.equal((await login(m.name, phone2)).status_code, 6000, 'device-2 is trusted now');
  });

  it('a new IP alone answers 6025 and needs only the code; device and IP both new answer 6027', async () => {
    const m = await trustedMember();
    const other = { ip: '10.9.9.9' };
    const res = await login(m.name, other);
    assert.equal(res.status_code, 6025);
    assert.equal(auth.deviceChallengeSchema.parse(res.data).needPhoneDigits, false);
    await t.db.query('DELETE FROM verification_codes WHERE target = $1', [m.phone]);
    assert.equal((await sendDeviceCode(m.name, other, { cate: 2 })).status_code, 6000);
    const [voice] = await t.db.query<{ channel: string }>(
      'SELECT channel FROM outbox WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [m.phone],
    );
    assert.equal(voice?.channel, 'voice');
    assert.equal((await login(m.name, other, { sendCodeNum: await k.lastCode(m.phone) })).status_code, 6000);
    const both = await login(m.name, { ip: '10.8.8.8', uuid: 'device-9' });
    assert.equal(both.status_code, 6027);
    assert.equal(auth.deviceChallengeSchema.parse(both.data).needPhoneDigits, true);
  });

  it('answers 6028 after 90 days without a login, even on a trusted device', async () => {
    const m = await trustedMember();
    await t.db.query(`UPDATE members SET last_login_at = now() - interval '91 days' WHERE id = $1`, [
      Number(m.userId),
    ]);
    const res = await login(m.name, home);
    assert.equal(res.status_code, 6028);
    assert.equal(auth.deviceChallengeSchema.parse(res.data).phoneNumber.includes('****'), true);
  });

  it('answers 6029 when the IP tried wrong passwords for 5 names within the hour', async () => {
    const m = await trustedMember();
    const stuffer = { ip: '10.6.6.6' };
    await t.db.query(`INSERT INTO trusted_ips (member_id, ip) VALUES ($1, $2)`, [
      Number(m.userId),
      stuffer.ip,
    ]);
    for (const name of ['ghost01', 'ghost02', 'ghost03', 'ghost04', 'ghost05']) {
      await t.db.query(`INSERT INTO login_attempts (name_key, ip, result) VALUES ($1, $2, 'fail')`, [
        name,
        stuffer.ip,
      ]);
    }
    const res = await login(m.name, stuffer);
    assert.equal(res.status_code, 6029);
  });

  it('a member with nothing to verify with is trusted on first login', async () => {
    const m = await t.devMember();
    assert.equal((await login(m.name, { uuid: 'a' })).status_code, 6000);
    assert.equal(
      (await login(m.name, { uuid: 'b', ip: '10.1.2.3' })).status_code,
      6000,
      'no phone or e-mail: nothing to send a code to',
    );
  });
});

describe('captchas in test mode', () => {
  it('serves a refreshable image captcha and a slider that passes any position', async () => {
    const first = await k.call<{ image: string; 'x-code': string }>(auth.defaultKaptcha.path, {});
    assert.equal(first.status_code, 6000);
    // A drawn PNG (issue 10 item 14: the markup of an SVG spelled the answer).
    assert.match(first.data.image, /^data:image\/png;base64,/);
    const second = await k.call<{ 'x-code': string }>(auth.defaultKaptcha.path, {
      'x-code': first.data['x-code'],
    });
    assert.notEqual(second.data['x-code'], first.data['x-code']);
    const lot = await k.call<{ lot_number: string }>(auth.sliderLoad.path, {});
    const pass = await k.call<Record<string, string>>(auth.sliderVerify.path, {
      lot_number: lot.data.lot_number,
      position: 0,
    });
    assert.equal(pass.status_code, 6000);
    const checked = await k.call(auth.validateGeeCheck.path, { ...pass.data, validate_way: 'slide' });
    assert.deepEqual(checked.data, { result: 'success', codeId: lot.data.lot_number });
  });
});

describe('member/info 上次登录', () => {
  it('is the login before the current one: none at the first, the first at the second', async () => {
    const m = await t.devMember();
    const lastLogin = async (token: string) =>
      (await k.call<{ lastLoginTime: string }>(member.memberInfo.path, {}, { token })).data.lastLoginTime;
    const first = await login(m.name);
    assert.equal(first.status_code, 6000, first.message);
    assert.equal(await lastLogin(first.data.token), '');
    // The first login an hour back, so the two cannot share a second.
    const [row] = await t.db.query<{ created_at: Date }>(
      `UPDATE login_attempts SET created_at = created_at - interval '1 hour'
        WHERE member_id = $1 AND result = 'ok' RETURNING created_at`,
      [Number(m.userId)],
    );
    const second = await login(m.name);
    assert.equal(second.status_code, 6000, second.message);
    assert.equal(await lastLogin(second.data.token), formatChinaTime(row!.created_at));
  });
});

describe('register/checkName', () => {
  it('says whether a name is free before the slider, checks the rule, and is limited per IP', async () => {
    const m = await t.devMember();
    const check = (name: string, ip = '10.0.0.77') =>
      k.call<{ available: boolean }>(auth.checkName.path, { name }, { ip });
    const free = await check('freshname9');
    assert.equal(free.status_code, 6000, free.message);
    assert.equal(free.data.available, true);
    assert.equal((await check(m.name)).data.available, false);
    assert.equal((await check(m.name.toUpperCase())).data.available, false);
    assert.equal((await check('9bad')).status_code, 6007);
    for (let i = 0; i < 17; i++) assert.equal((await check(`name${i}x`)).status_code, 6000, `check ${i + 4}`);
    const limited = await check('another1');
    assert.deepEqual([limited.status_code, limited.message], [6011, '查询过于频繁，请稍后再试']);
    // Another IP has its own window.
    assert.equal((await check('another1', '10.0.0.78')).status_code, 6000);
  });
});
