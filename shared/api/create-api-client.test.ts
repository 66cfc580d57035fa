/** @jest-environment node */
import { z } from 'zod';
import { endpoint, member, site, type UserInfo } from '../contract';
import { decryptPayload, encryptPayload } from '../contract/cipher';
import { bus, type EventName } from '../events';
import {
  balanceAtom,
  clearSession,
  readDecryptedCache,
  sessionStore,
  setDecryptedCache,
  setSession,
  tokenAtom,
  userInfoAtom,
} from '../session';
import type { ApiConfig } from './api-config';
import { createApiClient } from './create-api-client';
import { ApiError, ChallengeError, LoginExpiredError, NetworkError, ResponseValidationError } from './errors';
import { clearApiCache } from './session-cache';
import { sendJson, startPlatformStub, type PlatformStub, type StubHandler } from './testing/platform-stub';
import { resetSafeSessions } from './transport';

const USER: UserInfo = {
  userId: '42',
  name: 'player01',
  bindPhone: true,
  bindRealName: true,
  phone: '138****0000',
  email: '',
  realName: '张三',
  vipGrade: 1,
  registerTime: '2024-01-01 00:00:00',
};
const PRE_INFO = {
  ip: '127.0.0.1',
  siteBaseConfig: {
    title: '站点',
    h5DomainUrl: 'https://h5.example',
    depositSwitch: 1,
    embeddedGameSwitch: 0,
    safeSwitch: 0,
    defaultEdition: 'classic',
    locale: 'zh-CN',
  },
};
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let stub: PlatformStub;
let events: { type: EventName; payload: unknown }[];
let subscription: { unsubscribe: () => void };

function client(overrides: Partial<ApiConfig> = {}) {
  return createApiClient({
    baseUrl: stub.baseUrl,
    siteId: 'site-7',
    version: '1.2.3',
    safeSwitch: false,
    getToken: () => sessionStore.get(tokenAtom),
    getUuid: () => Promise.resolve('device-fp'),
    ...overrides,
  });
}

function answer(status_code: number, data: unknown = null, message = 'msg', httpStatus = 200): void {
  stub.handle((_req, res) => sendJson(res, { status_code, data, message }, httpStatus));
}

function emitted(type: EventName): unknown[] {
  return events.filter((e) => e.type === type).map((e) => e.payload);
}

beforeAll(async () => {
  stub = await startPlatformStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  clearSession();
  clearApiCache();
  stub.seen.length = 0;
  events = [];
  subscription = bus.all$().subscribe((e) => events.push(e));
});
afterEach(() => subscription.unsubscribe());

describe('request headers and body', () => {
  it('POSTs the JSON payload with every header of SPEC §7', async () => {
    setSession({ token: 'tok-1', userId: '42' });
    answer(6000, USER);
    const before = Date.now();
    await client().request(member.memberInfo, {});
    const [seen] = stub.seen;
    expect(seen?.method).toBe('POST');
    expect(seen?.url).toBe('/site/api/v1/member/info');
    expect(seen?.body).toEqual({});
    expect(seen?.headers).toMatchObject({
      'content-type': expect.stringContaining('application/json'),
      version: '1.2.3',
      uuid: 'device-fp',
      'client-type': 'web',
      token: 'tok-1',
      'site-id': 'site-7',
      language: 'zh-CN',
    });
    expect(seen?.headers['request-id']).toMatch(UUID_V4);
    const timestamp = Number(seen?.headers.timestamp);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    expect(seen?.headers.encrypted).toBeUndefined();
  });

  it('uses a fresh request id per call unless the caller passes one, and no token for a guest', async () => {
    answer(6000, { centerWalletBalance: '1.00', lockMoney: '0' });
    const api = client();
    await api.request(member.getBalance, {});
    await api.request(member.getBalance, {});
    await api.request(member.getBalance, {}, { requestId: 'stable-id' });
    const ids = stub.seen.map((s) => s.headers['request-id']);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe('stable-id');
    expect(stub.seen[0]?.headers.token).toBeUndefined();
    expect(stub.seen[0]?.body).toEqual({});
  });

  it('stamps every call, a retry with the same request id included, with the time it is sent', async () => {
    // The server refuses a timestamp more than 5 minutes off its clock: a retry must not reuse the first one.
    answer(6000, { centerWalletBalance: '1.00', lockMoney: '0' });
    const api = client();
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_800_000_000_000);
      await api.request(member.getBalance, {}, { requestId: 'retry-id' });
      now.mockReturnValue(1_800_000_600_000);
      await api.request(member.getBalance, {}, { requestId: 'retry-id' });
    } finally {
      now.mockRestore();
    }
    expect(stub.seen.map((s) => s.headers.timestamp)).toEqual(['1800000000000', '1800000600000']);
  });

  it('sends a GET endpoint payload as the query', async () => {
    const list = endpoint(
      '/fd/api/v1/bankCard/test',
      z.object({ page: z.number() }),
      z.array(z.string()),
      'GET',
    );
    answer(6000, ['a']);
    await expect(client().request(list, { page: 2 })).resolves.toEqual(['a']);
    expect(stub.seen[0]?.method).toBe('GET');
    expect(stub.seen[0]?.url).toBe('/fd/api/v1/bankCard/test?page=2');
  });
});

describe('envelope', () => {
  it('resolves with data of a 6000 answer, parsed by the response schema', async () => {
    answer(6000, USER);
    await expect(client().request(member.memberInfo, {})).resolves.toEqual(USER);
  });

  it('rejects a 6000 answer whose data breaks the schema with ResponseValidationError', async () => {
    answer(6000, { ...USER, bindPhone: 'yes' });
    const error = await client()
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues.length).toBeGreaterThan(0);
  });

  it('rejects a body that is not an envelope with ResponseValidationError', async () => {
    stub.handle((_req, res) => sendJson(res, { hello: 'world' }));
    await expect(client().request(member.memberInfo, {})).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('rejects other codes with ApiError carrying code, message and data', async () => {
    answer(6002, { phoneNumber: '138' }, '用户名或密码错误');
    const error = await client()
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(LoginExpiredError);
    expect(error).toMatchObject({
      statusCode: 6002,
      message: '用户名或密码错误',
      data: { phoneNumber: '138' },
      response: { status_code: 6002, message: '用户名或密码错误', data: { phoneNumber: '138' } },
      path: '/site/api/v1/member/info',
    });
    expect(events).toEqual([]);
  });
});

describe('login expired (SPEC §8)', () => {
  function loggedInWithData(): void {
    setSession({ token: 'tok-1', userId: '42' });
    sessionStore.set(userInfoAtom, USER);
    sessionStore.set(balanceAtom, { center: 100, lock: 0, venueTotal: 0 });
    setDecryptedCache('phone', '13800000000');
  }

  function expectLoggedOut(): void {
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStore.get(balanceAtom)).toBeNull();
    expect(readDecryptedCache('phone')).toBeNull();
  }

  it('on 6001 toasts 请重新登录, logs out locally, emits login_expired and rejects', async () => {
    loggedInWithData();
    answer(6001, null, '登录已过期');
    const error = await client()
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginExpiredError);
    expect(error).toMatchObject({ statusCode: 6001, httpStatus: 200 });
    expect(emitted('toast')).toEqual([{ kind: 'error', message: '请重新登录' }]);
    expect(emitted('login_expired')).toHaveLength(1);
    expect(events.findIndex((e) => e.type === 'toast')).toBeLessThan(
      events.findIndex((e) => e.type === 'login_expired'),
    );
    expectLoggedOut();
  });

  it('treats HTTP 401 the same, whatever the body', async () => {
    loggedInWithData();
    stub.handle((_req, res) => {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('Unauthorized');
    });
    const error = await client()
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginExpiredError);
    expect(error).toMatchObject({ httpStatus: 401, statusCode: 6001 });
    expect(emitted('toast')).toEqual([{ kind: 'error', message: '请重新登录' }]);
    expect(emitted('login_expired')).toHaveLength(1);
    expectLoggedOut();
  });

  it('does not toast a guest, but still announces login_expired', async () => {
    answer(6001);
    await expect(client().request(member.memberInfo, {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(emitted('toast')).toEqual([]);
    expect(emitted('login_expired')).toHaveLength(1);
  });

  it('leaves a newer session alone when the expired answer was for an older token', async () => {
    setSession({ token: 'old', userId: '42' });
    stub.handle((_req, res) => {
      setSession({ token: 'new', userId: '42' });
      sendJson(res, { status_code: 6001, data: null, message: '' });
    });
    await expect(client().request(member.memberInfo, {})).rejects.toBeInstanceOf(LoginExpiredError);
    expect(sessionStore.get(tokenAtom)).toBe('new');
    expect(events).toEqual([]);
  });
});

describe('captcha challenges', () => {
  it.each([
    [6021, 'graphic'],
    [6022, 'rapid'],
  ] as const)('resolves %i as a %s challenge from requestWithChallenge', async (code, kind) => {
    answer(code, { lot: 1 }, '请完成验证');
    await expect(client().requestWithChallenge(member.memberInfo, {})).resolves.toEqual({
      challenge: kind,
      code,
      message: '请完成验证',
      data: { lot: 1 },
    });
  });

  it('resolves success from requestWithChallenge as { challenge: null, data }', async () => {
    answer(6000, USER);
    await expect(client().requestWithChallenge(member.memberInfo, {})).resolves.toEqual({
      challenge: null,
      data: USER,
    });
  });

  it('rejects a challenge from plain request with ChallengeError', async () => {
    answer(6021, null, '请完成图形验证');
    const error = await client()
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChallengeError);
    expect((error as ChallengeError).challenge).toMatchObject({ challenge: 'graphic', code: 6021 });
  });
});

describe('bind real name (6449)', () => {
  it('opens the tips dialog leading to /mine/userinfo, then rejects', async () => {
    const navigate = jest.fn();
    answer(6449, null, '请先绑定真实姓名再操作');
    const error = await client({ navigate })
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 6449 });
    const [dialog] = emitted('dialog_tips') as { msg: string; sureText: string; onSure: () => void }[];
    expect(dialog).toMatchObject({ msg: '请先绑定真实姓名再操作', sureText: '去完善' });
    expect(navigate).not.toHaveBeenCalled();
    dialog?.onSure();
    expect(navigate).toHaveBeenCalledWith('/mine/userinfo');
  });
});

describe('birthday first (6035, SPEC §5 18+)', () => {
  it('offers to set the birthday on /mine/userinfo with the server message, then rejects', async () => {
    const navigate = jest.fn();
    answer(6035, null, '请先在个人资料中设置生日：未满18周岁不能参与游戏');
    const error = await client({ navigate })
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 6035 });
    const [dialog] = emitted('dialog_tips') as { msg: string; sureText: string; onSure: () => void }[];
    expect(dialog).toMatchObject({
      msg: '请先在个人资料中设置生日：未满18周岁不能参与游戏',
      sureText: '去完善',
    });
    dialog?.onSure();
    expect(navigate).toHaveBeenCalledWith('/mine/userinfo');
  });
});

describe('network failures', () => {
  it('rejects a call slower than the timeout with NetworkError', async () => {
    stub.handle(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sendJson(res, { status_code: 6000, data: USER, message: '' });
    });
    const error = await client({ timeout: 50 })
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ message: '服务开小差了，请稍后再试', timedOut: true });
  });

  it('honours a per-call timeout override', async () => {
    stub.handle(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      sendJson(res, { status_code: 6000, data: USER, message: '' });
    });
    await expect(client().request(member.memberInfo, {}, { timeout: 30 })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('rejects a refused connection with NetworkError', async () => {
    const error = await client({ baseUrl: 'http://127.0.0.1:1' })
      .request(member.memberInfo, {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ timedOut: false, httpStatus: undefined });
  });

  it('rejects an HTTP error page without an envelope with NetworkError', async () => {
    stub.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    });
    await expect(client().request(member.memberInfo, {})).rejects.toMatchObject({
      name: 'NetworkError',
      httpStatus: 502,
    });
  });
});

describe('safe switch', () => {
  const HANDSHAKE = '/site/api/v1/safe/handshake';
  let handshakes = 0;
  let keyId = 'kid-1';

  /** The stub answers the key handshake (key k3y) and sends every other call to `handler`. */
  function safeStub(handler: StubHandler): void {
    stub.handle((req, res) => {
      if (req.url === HANDSHAKE) {
        handshakes += 1;
        sendJson(res, { status_code: 6000, data: { keyId, key: 'k3y', expiresIn: 43200 }, message: '' });
        return;
      }
      return handler(req, res);
    });
  }

  function safeAnswer(status_code: number, data: unknown = null, message = 'msg'): void {
    safeStub((_req, res) => sendJson(res, { status_code, data, message }));
  }

  beforeEach(() => {
    resetSafeSessions();
    handshakes = 0;
    keyId = 'kid-1';
  });

  it('asks for a session key, prefixes the path, marks and encrypts the body, and decrypts the answer', async () => {
    safeStub((req, res) => {
      const cipher = (req.body as { data: string }).data;
      const payload = decryptPayload(cipher, 'k3y');
      sendJson(res, {
        status_code: 6000,
        data: encryptPayload({ echo: payload, ...PRE_INFO }, 'k3y'),
        message: '',
      });
    });
    const data = await client({ safeSwitch: true }).request(site.preInfo, { domain: 'a.example' });
    expect(data).toEqual(PRE_INFO);
    const [shake, seen] = stub.seen;
    expect(shake?.url).toBe(HANDSHAKE);
    expect(seen?.url).toBe('/safe/site/api/v1/configuration/preInfo');
    expect(seen?.headers.encrypted).toBe('1');
    expect(seen?.headers['safe-key-id']).toBe('kid-1');
    const body = seen?.body as { data: unknown };
    expect(Object.keys(body)).toEqual(['data']);
    expect(typeof body.data).toBe('string');
    expect(JSON.stringify(body)).not.toContain('a.example');
    expect(decryptPayload(body.data as string, 'k3y')).toEqual({ domain: 'a.example' });
  });

  it('asks once per page session, and again (then retries) when the server no longer knows the key', async () => {
    safeAnswer(6000, null);
    await client({ safeSwitch: true }).request(member.logout, {});
    await client({ safeSwitch: true }).request(member.logout, {});
    expect(handshakes).toBe(1);
    keyId = 'kid-2';
    let calls = 0;
    safeStub((req, res) => {
      calls += 1;
      const known = req.headers['safe-key-id'] === 'kid-2';
      sendJson(
        res,
        known
          ? { status_code: 6000, data: null, message: '' }
          : { status_code: 6008, data: null, message: '加密会话已过期，请重试' },
      );
    });
    await expect(client({ safeSwitch: true }).request(member.logout, {})).resolves.toBeNull();
    expect([handshakes, calls]).toEqual([2, 2]);
  });

  it('decrypts the data of a failure too, and passes null data through', async () => {
    safeAnswer(6026, encryptPayload({ phoneNumber: '138' }, 'k3y'), '当前设备未通过验证');
    await expect(client({ safeSwitch: true }).request(member.memberInfo, {})).rejects.toMatchObject({
      statusCode: 6026,
      data: { phoneNumber: '138' },
    });
    safeAnswer(6000, null);
    await expect(client({ safeSwitch: true }).request(member.logout, {})).resolves.toBeNull();
  });

  it('rejects success data that does not decrypt with ResponseValidationError', async () => {
    safeAnswer(6000, encryptPayload(USER, 'another-key'));
    await expect(client({ safeSwitch: true }).request(member.memberInfo, {})).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });
});

describe('session cache of the four configuration calls', () => {
  it('shares one request among concurrent callers and answers later ones from memory', async () => {
    answer(6000, PRE_INFO);
    const api = client();
    const [a, b] = await Promise.all([api.request(site.preInfo, {}), api.request(site.preInfo, {})]);
    const c = await api.request(site.preInfo, {});
    expect(a).toEqual(PRE_INFO);
    expect(b).toEqual(PRE_INFO);
    expect(c).toEqual(PRE_INFO);
    expect(stub.seen).toHaveLength(1);
  });

  it('keys by payload', async () => {
    answer(6000, []);
    const api = client();
    await api.request(site.navigationList, { position: 'banner' });
    await api.request(site.navigationList, { position: 'nav' });
    await api.request(site.navigationList, { position: 'banner' });
    expect(stub.seen.map((s) => s.body)).toEqual([{ position: 'banner' }, { position: 'nav' }]);
  });

  it('does not cache other calls', async () => {
    answer(6000, USER);
    const api = client();
    await api.request(member.memberInfo, {});
    await api.request(member.memberInfo, {});
    expect(stub.seen).toHaveLength(2);
  });

  it('drops a failure so the next call asks again', async () => {
    answer(6005, null, '服务开小差了');
    const api = client();
    await expect(api.request(site.onlineCustomService, {})).rejects.toBeInstanceOf(ApiError);
    answer(6000, { url: 'https://cs.example' });
    await expect(api.request(site.onlineCustomService, {})).resolves.toEqual({ url: 'https://cs.example' });
    expect(stub.seen).toHaveLength(2);
  });

  it('is emptied by clearApiCache and by clearSession', async () => {
    answer(6000, []);
    const api = client();
    await api.request(site.sponsorContent, {});
    clearApiCache();
    await api.request(site.sponsorContent, {});
    clearSession();
    await api.request(site.sponsorContent, {});
    await api.request(site.sponsorContent, {});
    expect(stub.seen).toHaveLength(3);
  });
});
