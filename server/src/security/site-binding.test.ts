import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  Header,
  account,
  auth,
  funds,
  games,
  member,
  site,
  sports,
  type Endpoint,
  type Envelope,
} from '@site/shared/contract';
import { safeClient } from '../http/safe-testing';
import { startTestApp, type TestApp } from '../testing';
import { centerOf, memberOn } from './testing';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.stop();
});

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'method' in value &&
    'request' in value &&
    'response' in value
  );
}

/** Every endpoint of the contract, once. */
const ENDPOINTS: Endpoint[] = [
  ...new Map(
    [site, member, auth, account, funds, games, sports]
      .flatMap((ns) => Object.values(ns as Record<string, unknown>))
      .filter(isEndpoint)
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  ).values(),
];

async function call(e: Endpoint, siteId: string, token?: string): Promise<Envelope> {
  const headers: Record<string, string> = {
    [Header.siteId]: siteId,
    [Header.timestamp]: String(Date.now()),
    [Header.requestId]: randomUUID(),
  };
  if (token) headers[Header.token] = token;
  const res = await t.app.inject(
    e.method === 'GET'
      ? { method: 'GET', url: e.path, headers }
      : {
          method: 'POST',
          url: e.path,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
        },
  );
  return res.json<Envelope>();
}

describe('tokens are bound to their brand', () => {
  it('a token issued for site 1002 is worth nothing with site-id 1001, on every endpoint', async () => {
    const royal = await memberOn(t, '1002', 50_000);
    let memberOnly = 0;
    for (const e of ENDPOINTS) {
      const guest = await call(e, '1001');
      const foreign = await call(e, '1001', royal.token);
      assert.equal(
        foreign.status_code,
        guest.status_code,
        `${e.path}: a 1002 token with site 1001 must answer as a guest`,
      );
      if (guest.status_code === 6001) memberOnly += 1;
    }
    assert.ok(memberOnly >= 20, `checked ${memberOnly} member-only endpoints`);
  });

  it('the token works on its own brand, and money calls with the other brand are refused', async () => {
    const royal = await memberOn(t, '1002', 50_000);
    assert.equal(await centerOf(t, royal.token, '1002'), '500.00');
    const body = await t.api(
      funds.pay.path,
      { payType: 'alipay', amount: '100' },
      { [Header.token]: royal.token, [Header.siteId]: '1001', [Header.requestId]: randomUUID() },
    );
    assert.equal(body.status_code, 6001, 'brand 1002 has deposits off: its token cannot pay through 1001');
    const info = await t.api(
      member.memberInfo.path,
      {},
      { [Header.token]: royal.token, [Header.siteId]: '1001' },
    );
    assert.equal(info.status_code, 6001);
  });

  it('a 1001 token does not work on 1002 either', async () => {
    const own = await memberOn(t, '1001', 100);
    assert.equal(await centerOf(t, own.token), '1.00');
    const body = await safeClient(t, '1002').api(funds.getBalance.path, {}, { [Header.token]: own.token });
    assert.equal(body.status_code, 6001);
  });
});
