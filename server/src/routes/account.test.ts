import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { account, auth, member } from '@site/shared/contract';
import { verifyJwt } from '../auth/jwt';
import { loadSecret } from '../auth/secrets';
import { accountsKit } from '../auth-testing';
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

const NEW_MD5 = () => k.md5('newpass99');
const login = (name: string, password = k.md5(DEV_MEMBER_PASSWORD)) =>
  k.call<{ token: string }>(auth.login.path, { isAgent: 0, name, password, kaptchcate: 0, codeId: 'x' });
const sendReset = async (name: string, phone: string, extra: Record<string, unknown> = {}) =>
  k.call<{ target: string; expiresIn: number; resendIn: number }>(account.sendCodeOne.path, {
    ...(await k.captcha()),
    type: 2,
    cate: 0,
    SendName: name,
    SendCodeNum: phone,
    ...extra,
  });

async function phoneMember() {
  const m = await t.devMember({ bindPhone: true });
  return { ...m, phone: await k.phoneOf(m.userId) };
}

describe('sendCode', () => {
  it('sends a 6-digit code that lives 5 minutes, once per 60 s per target (6066), 10 a day (6034)', async () => {
    const m = await phoneMember();
    const first = await sendReset(m.name, m.phone);
    assert.equal(first.status_code, 6000, first.message);
    assert.deepEqual(first.data, {
      target: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`,
      expiresIn: 300,
      resendIn: 60,
    });
    assert.match(await k.lastCode(m.phone), /^\d{6}$/);
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    assert.equal(
      outbox.json<Array<{ target: string; purpose: string; channel: string }>>()[0]?.target,
      m.phone,
    );
    const soon = await sendReset(m.name, m.phone);
    assert.equal(soon.status_code, 6066);
    assert.match(soon.message, /60秒内只能获取一次/);
    assert.ok((soon.data as { resendIn: number }).resendIn > 0);
    for (let i = 2; i <= 10; i++) {
      await k.age(m.phone, 61);
      assert.equal((await sendReset(m.name, m.phone)).status_code, 6000, `code ${i}`);
    }
    await k.age(m.phone, 61);
    const capped = await sendReset(m.name, m.phone);
    assert.deepEqual([capped.status_code, capped.message], [6034, '今日获取验证码次数已达上限']);
  });

  it('refuses a name and phone that do not match (6004), a bad phone (6007), a bind code for a guest, bad type (6007)', async () => {
    const m = await phoneMember();
    assert.deepEqual(
      [
        (await sendReset(m.name, '13900000000')).status_code,
        (await sendReset(m.name, '13900000000')).message,
      ],
      [6004, '用户名与手机号不匹配'],
    );
    const bad = await sendReset(m.name, '12345');
    assert.deepEqual([bad.status_code, bad.message], [6007, '请输入正确的手机号码']);
    assert.equal(
      (
        await k.call(account.sendCodeOne.path, {
          ...(await k.captcha()),
          type: 1,
          cate: 0,
          SendName: m.name,
          SendCodeNum: m.phone,
        })
      ).status_code,
      6007,
    );
    assert.equal(
      (await k.call(account.sendCodeOne.path, { ...(await k.captcha()), type: 9, cate: 0, SendName: m.name }))
        .status_code,
      6007,
    );
    assert.equal(
      (await k.call(account.sendCodeTwo.path, { ...(await k.captcha()), type: 2, cate: 0 })).status_code,
      6001,
      'sendCode/two needs a session',
    );
  });

  it('takes the V2 fields as the safe switch AES text', async () => {
    const m = await phoneMember();
    const { safeHandshake, SAFE_KEY_HEADER } = await import('@site/shared/contract');
    const { encryptPayload } = await import('@site/shared/cipher');
    // The key is the client session's, from the safe-switch handshake (no brand key in a public file).
    const { keyId, key } = safeHandshake.response.parse((await t.api(safeHandshake.path, {})).data);
    const res = await k.call(
      account.sendCodeOne.path,
      {
        ...(await k.captcha()),
        type: 2,
        cate: 0,
        sendNameV2: encryptPayload(m.name, key),
        sendCodeNumV2: encryptPayload(m.phone, key),
      },
      { headers: { [SAFE_KEY_HEADER]: keyId } },
    );
    assert.equal(res.status_code, 6000, res.message);
    assert.equal(
      (
        await k.call(account.sendCodeOne.path, {
          ...(await k.captcha()),
          type: 2,
          cate: 0,
          sendNameV2: 'garbage',
        })
      ).status_code,
      6008,
    );
  });
});

describe('forgetByPhone', () => {
  it('steps one, two, three: the code works once, the password changes and every session ends', async () => {
    const m = await phoneMember();
    const session = await login(m.name);
    assert.equal(session.status_code, 6000);
    const one = await k.call(account.forgetByPhoneOne.path, { name: m.name, phone: m.phone });
    assert.deepEqual(one.data, { target: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}` });
    assert.equal(
      (await k.call(account.forgetByPhoneOne.path, { name: m.name, phone: '13900000001' })).status_code,
      6004,
    );
    assert.equal(
      (await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code: '123456' }))
        .status_code,
      6036,
      'no code requested yet',
    );
    await sendReset(m.name, m.phone);
    const code = await k.lastCode(m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code: wrong });
    assert.deepEqual([bad.status_code, bad.message], [6036, '验证码错误']);
    assert.equal(
      (await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code })).status_code,
      6000,
    );
    const mismatch = await k.call(account.forgetByPhoneThree.path, {
      name: m.name,
      phone: m.phone,
      code,
      password: NEW_MD5(),
      secondPassword: k.md5('other123'),
    });
    assert.deepEqual(
      [mismatch.status_code, mismatch.message],
      [6007, '参数 secondPassword 错误：两次密码输入不一致，请重新输入'],
    );
    const three = await k.call(account.forgetByPhoneThree.path, {
      name: m.name,
      phone: m.phone,
      code,
      password: NEW_MD5(),
      secondPassword: NEW_MD5(),
    });
    assert.equal(three.status_code, 6000, three.message);
    const reused = await k.call(account.forgetByPhoneThree.path, {
      name: m.name,
      phone: m.phone,
      code,
      password: NEW_MD5(),
      secondPassword: NEW_MD5(),
    });
    assert.deepEqual([reused.status_code, reused.message], [6038, '验证码已失效，请重新获取']);
    assert.equal(
      (await k.call(member.memberInfo.path, {}, { token: session.data.token })).status_code,
      6001,
      'old sessions end',
    );
    assert.equal((await login(m.name)).status_code, 6002, 'old password');
    assert.equal((await login(m.name, NEW_MD5())).status_code, 6000, 'new password');
  });

  it('an expired code answers 6038; five wrong tries spend it (6037)', async () => {
    const m = await phoneMember();
    await sendReset(m.name, m.phone);
    const code = await k.lastCode(m.phone);
    await k.age(m.phone, 301);
    assert.equal(
      (await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code })).status_code,
      6038,
    );
    await sendReset(m.name, m.phone);
    const fresh = await k.lastCode(m.phone);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      assert.equal(
        (await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code: wrong }))
          .status_code,
        6036,
      );
    const locked = await k.call(account.forgetByPhoneTwo.path, { name: m.name, phone: m.phone, code: fresh });
    assert.deepEqual([locked.status_code, locked.message], [6037, '验证码错误次数过多，请重新获取']);
  });
});

describe('binding and forgetByEmail', () => {
  it('binds an e-mail with a type 1 code, then recovers the password by e-mail', async () => {
    const m = await t.devMember();
    const email = `${m.name}@example.com`;
    const send = await k.call(
      account.sendCodeTwo.path,
      { ...(await k.captcha()), type: 1, cate: 1, SendCodeNum: email.toUpperCase() },
      { token: m.token },
    );
    assert.equal(send.status_code, 6000, send.message);
    assert.equal(
      (await k.call(account.bindEmail.path, { email, code: '00000x' }, { token: m.token })).status_code,
      6036,
    );
    const bind = await k.call(
      account.bindEmail.path,
      { email, code: await k.lastCode(email) },
      { token: m.token },
    );
    assert.equal(bind.status_code, 6000, bind.message);
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...(await k.captcha()), type: 1, cate: 1, SendCodeNum: 'x@y.cn' },
          { token: m.token },
        )
      ).status_code,
      6009,
    );
    const bad = await k.call(account.forgetByEmailOne.path, { name: m.name, email: 'not-an-email' });
    assert.deepEqual([bad.status_code, bad.message], [6007, '参数 email 错误：请输入正确的邮箱']);
    assert.equal((await k.call(account.forgetByEmailOne.path, { name: m.name, email })).status_code, 6000);
    await k.age(email, 61);
    assert.equal(
      (
        await k.call(account.sendCodeOne.path, {
          ...(await k.captcha()),
          type: 2,
          cate: 1,
          SendName: m.name,
          SendCodeNum: email,
        })
      ).status_code,
      6000,
    );
    const code = await k.lastCode(email);
    assert.equal(
      (await k.call(account.forgetByEmailTwo.path, { name: m.name, email, code })).status_code,
      6000,
    );
    assert.equal(
      (
        await k.call(account.forgetByEmailThree.path, {
          name: m.name,
          email,
          code,
          password: NEW_MD5(),
          secondPassword: NEW_MD5(),
        })
      ).status_code,
      6000,
    );
    assert.equal((await login(m.name, NEW_MD5())).status_code, 6000);
  });

  it('binds a phone once (6009 for a second one or one another member uses)', async () => {
    const other = await phoneMember();
    const m = await t.devMember();
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...(await k.captcha()), type: 1, cate: 0, SendCodeNum: other.phone },
          { token: m.token },
        )
      ).status_code,
      6009,
    );
    const phone = `139${m.userId.padStart(8, '0')}`;
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...(await k.captcha()), type: 1, cate: 0, SendCodeNum: phone },
          { token: m.token },
        )
      ).status_code,
      6000,
    );
    const res = await k.call(
      account.bindPhone.path,
      { phone, code: await k.lastCode(phone) },
      { token: m.token },
    );
    assert.equal(res.status_code, 6000, res.message);
    const info = member.userInfoPageSchema.parse(
      (await k.call(member.memberInfo.path, {}, { token: m.token })).data,
    );
    assert.equal(info.bindPhone, true);
    assert.equal(
      (await k.call(account.bindPhone.path, { phone, code: '123456' }, { token: m.token })).status_code,
      6009,
    );
  });

  it('bindOther: real name and birthday once, with the SPEC §5 rules; gender any time', async () => {
    const m = await t.devMember({ birthday: null });
    const bad = await k.call(account.bindOther.path, { realName: '·张三' }, { token: m.token });
    assert.deepEqual([bad.status_code, bad.message], [6007, '参数 realName 错误：请输入正确的姓名']);
    const young = await k.call(
      account.bindOther.path,
      { birthday: `${new Date().getFullYear() - 10}-01-01` },
      { token: m.token },
    );
    assert.deepEqual([young.status_code, young.message], [6007, '未满18周岁不能参与游戏']);
    assert.equal((await k.call(account.bindOther.path, {}, { token: m.token })).status_code, 6007);
    const ok = await k.call(
      account.bindOther.path,
      { realName: '李四', birthday: '1990-05-06', gender: 2 },
      { token: m.token },
    );
    assert.equal(ok.status_code, 6000, ok.message);
    assert.equal(
      (await k.call(account.bindOther.path, { realName: '王五' }, { token: m.token })).status_code,
      6009,
    );
    assert.equal((await k.call(account.bindOther.path, { gender: 1 }, { token: m.token })).status_code, 6000);
    const info = member.userInfoPageSchema.parse(
      (await k.call(member.memberInfo.path, {}, { token: m.token })).data,
    );
    assert.deepEqual(
      [info.realName, info.birthday, info.gender, info.bindRealName, info.bindBirthday, info.bindGender],
      ['李四', '1990-05-06', 1, true, true, true],
    );
  });

  it('bindPassword: 6100 for a wrong old password; other sessions end, this one stays', async () => {
    const m = await t.devMember();
    const other = await login(m.name);
    const old = k.md5(DEV_MEMBER_PASSWORD);
    const wrong = await k.call(
      account.bindPassword.path,
      { oldPassword: k.md5('nope1234'), password: NEW_MD5(), secondPassword: NEW_MD5() },
      { token: m.token },
    );
    assert.deepEqual([wrong.status_code, wrong.message], [6100, '原密码错误，还可尝试4次']);
    assert.equal(
      (
        await k.call(
          account.bindPassword.path,
          { oldPassword: old, password: old, secondPassword: old },
          { token: m.token },
        )
      ).status_code,
      6007,
    );
    assert.equal(
      (
        await k.call(
          account.bindPassword.path,
          { oldPassword: old, password: NEW_MD5(), secondPassword: NEW_MD5() },
          { token: m.token },
        )
      ).status_code,
      6000,
    );
    assert.equal((await k.call(member.memberInfo.path, {}, { token: m.token })).status_code, 6000);
    assert.equal((await k.call(member.memberInfo.path, {}, { token: other.data.token })).status_code, 6001);
    assert.equal((await login(m.name, NEW_MD5())).status_code, 6000);
  });

  it('bindPasswordByPhone / ByEmail with a type 2 code to the bound phone / e-mail', async () => {
    const m = await phoneMember();
    assert.equal(
      (
        await k.call(
          account.bindPasswordByEmail.path,
          { code: '123456', password: NEW_MD5(), secondPassword: NEW_MD5() },
          { token: m.token },
        )
      ).status_code,
      6007,
    );
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...(await k.captcha()), type: 2, cate: 1 },
          { token: m.token },
        )
      ).status_code,
      6007,
      'no e-mail bound',
    );
    assert.equal(
      (
        await k.call(
          account.sendCodeTwo.path,
          { ...(await k.captcha()), type: 2, cate: 0 },
          { token: m.token },
        )
      ).status_code,
      6000,
    );
    const code = await k.lastCode(m.phone);
    const res = await k.call(
      account.bindPasswordByPhone.path,
      { code, password: NEW_MD5(), secondPassword: NEW_MD5() },
      { token: m.token },
    );
    assert.equal(res.status_code, 6000, res.message);
    assert.equal(
      (
        await k.call(
          account.bindPasswordByPhone.path,
          { code, password: NEW_MD5(), secondPassword: NEW_MD5() },
          { token: m.token },
        )
      ).status_code,
      6038,
    );
    assert.equal((await login(m.name, NEW_MD5())).status_code, 6000);
  });
});

describe('member/info and member/jwt', () => {
  it('shows every item of the user-info page with verified flags and a security level', async () => {
    const m = await t.devMember({ bindPhone: true, bindRealName: true, birthday: null });
    const res = await k.call(member.memberInfo.path, {}, { token: m.token });
    const info = member.userInfoPageSchema.parse(res.data);
    assert.equal(info.bindPassword, true);
    assert.equal(info.bindEmail, false);
    assert.equal(info.bindWithdrawPassword, false);
    assert.equal(info.bindBankCard, false);
    assert.equal(info.securityScore, 43);
    assert.equal(info.securityLevel, 'low');
    assert.match(info.phone, /^\d{3}\*{4}\d{4}$/);
  });

  it('member/jwt answers an HS256 token of the member and the chat login body', async () => {
    const m = await t.devMember();
    const res = await k.call<{ token: string; body: string; expiresIn: number }>(
      account.memberJwt.path,
      {},
      { token: m.token },
    );
    assert.equal(res.status_code, 6000);
    const claims = verifyJwt(res.data.token, await loadSecret(t.db, 'jwt'));
    assert.equal(claims?.sub, m.userId);
    assert.deepEqual(account.chatBodySchema.parse(JSON.parse(res.data.body)), {
      userId: m.userId,
      name: m.name,
      vipGrade: 0,
      siteId: '1001',
    });
    assert.equal(verifyJwt(`${res.data.token}x`, await loadSecret(t.db, 'jwt')), null);
  });

  it('every member call of the accounts issue answers 6001 for a revoked or expired token', async () => {
    const m = await t.devMember();
    await k.call(member.logout.path, {}, { token: m.token });
    const expired = await t.sessions.createSession(Number(m.userId), '1001', undefined, -1000);
    const pw = { password: NEW_MD5(), secondPassword: NEW_MD5() };
    // Valid bodies: the session is what is wrong.
    const calls: Array<[string, unknown]> = [
      [account.sendCodeTwo.path, { ...(await k.captcha()), type: 2, cate: 0 }],
      [account.bindPhone.path, { phone: '13912345678', code: '123456' }],
      [account.bindEmail.path, { email: 'a@b.cn', code: '123456' }],
      [account.bindOther.path, { gender: 1 }],
      [account.bindPassword.path, { oldPassword: k.md5('abc12345'), ...pw }],
      [account.bindPasswordByPhone.path, { code: '123456', ...pw }],
      [account.bindPasswordByEmail.path, { code: '123456', ...pw }],
      [account.memberJwt.path, {}],
      [member.memberInfo.path, {}],
    ];
    for (const token of [m.token, expired]) {
      for (const [path, body] of calls)
        assert.equal((await k.call(path, body, { token })).status_code, 6001, path);
    }
  });
});
