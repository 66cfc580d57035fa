import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { z } from 'zod';
import * as boContract from '@site/shared/backoffice-contract';
import * as contract from '@site/shared/contract';
import { Header, type Endpoint } from '@site/shared/contract';
import { startTestApp, type TestApp } from '../testing';

/**
 * Every endpoint of the contract fuzzed with strings PostgreSQL cannot hold (issue 10, item 5):
 * a NUL byte and a lone surrogate in every field must answer 6007, never 6005 or HTTP 5xx.
 */
let t: TestApp;
let token = '';
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  token = (await t.devMember({ balance: '100' })).token;
});
after(async () => {
  await t.stop();
});

function isEndpoint(value: unknown): value is Endpoint {
  if (!value || typeof value !== 'object') return false;
  const e = value as Partial<Endpoint>;
  return (
    typeof e.path === 'string' &&
    (e.method === 'GET' || e.method === 'POST') &&
    e.request instanceof z.ZodType
  );
}

/** Every endpoint the contract exports, found by walking its namespaces. */
function allEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const visit = (value: unknown, depth: number): void => {
    if (isEndpoint(value)) {
      found.set(`${value.method} ${value.path}`, value);
      return;
    }
    if (depth > 2 || !value || typeof value !== 'object' || value instanceof z.ZodType) return;
    for (const item of Object.values(value)) visit(item, depth + 1);
  };
  visit(contract, 0);
  visit(boContract, 0);
  return [...found.values()];
}

/** The field names of a request schema (objects, also behind refinements and pipes), plus one unknown field. */
function fieldsOf(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const inner = (schema as unknown as { def?: { in?: z.ZodType; innerType?: z.ZodType } }).def;
  if (shape && typeof shape === 'object') return [...Object.keys(shape), 'extra'];
  if (inner?.in) return fieldsOf(inner.in);
  if (inner?.innerType) return fieldsOf(inner.innerType);
  return ['extra'];
}

const BAD = { nul: 'a\u0000b', surrogate: 'x\ud800y' } as const;

async function send(e: Endpoint, body: Record<string, string>, withToken: boolean) {
  const headers: Record<string, string> = {
    [Header.siteId]: '1001',
    [Header.timestamp]: String(Date.now()),
    [Header.requestId]: randomUUID(),
    'content-type': 'application/json',
  };
  if (withToken) headers[Header.token] = token;
  const res =
    e.method === 'GET'
      ? await t.app.inject({
          method: 'GET',
          url: `${e.path}?${new URLSearchParams(body).toString()}`,
          headers,
        })
      : await t.app.inject({ method: 'POST', url: e.path, headers, payload: JSON.stringify(body) });
  return { http: res.statusCode, body: res.json<{ status_code: number; message: string }>() };
}

describe('NUL bytes and lone surrogates in every field of every endpoint', () => {
  it('answer 6007 with a Chinese message naming the field, as guest and as member', async () => {
    const endpoints = allEndpoints();
    assert.ok(endpoints.length >= 60, `only ${endpoints.length} endpoints found`);
    const wrong: string[] = [];
    let requests = 0;
    for (const e of endpoints) {
      for (const field of fieldsOf(e.request)) {
        for (const [kind, value] of Object.entries(BAD)) {
          for (const withToken of [false, true]) {
            requests += 1;
            const res = await send(e, { [field]: value }, withToken);
            // A URL cannot carry a lone surrogate (it arrives as U+FFFD): there only no 6005 / 5xx is asked.
            const urlSurrogate = e.method === 'GET' && kind === 'surrogate';
            const refused = res.body.status_code === 6007 && res.body.message.includes(field);
            if (res.http !== 200 || res.body.status_code === 6005 || (!urlSurrogate && !refused)) {
              wrong.push(
                `${e.path} ${field} ${kind} ${withToken ? 'member' : 'guest'}: HTTP ${res.http} ${res.body.status_code} ${res.body.message}`,
              );
            }
          }
        }
      }
    }
    assert.deepEqual(wrong, [], `${wrong.length} of ${requests} requests`);
  });

  it('the cases the probe found: login name, placeBet selectionId, gameList keyword', async () => {
    const login = await send(contract.auth.login, { name: 'a\u0000b' } as Record<string, string>, false);
    assert.deepEqual(
      [login.body.status_code, login.body.message],
      [6007, `参数 name 错误：${contract.UNSAFE_TEXT_MESSAGE}`],
    );
    const bet = await t.api(
      contract.sports.placeBet.path,
      {
        selections: [{ gameId: '1', selectionId: '\udc00', w: 'M', r: 'H', line: '', odds: '1.5' }],
        stake: '10',
      },
      { [Header.token]: token, [Header.requestId]: randomUUID() },
    );
    assert.deepEqual(
      [bet.status_code, bet.message],
      [6007, `参数 selections.0.selectionId 错误：${contract.UNSAFE_TEXT_MESSAGE}`],
    );
  });
});

describe('impossible dates in record filters', () => {
  const filters = [
    [contract.sports.betRecordList, 'startDate'],
    [contract.sports.betRecordList, 'endDate'],
    [contract.funds.queryDealRecord, 'startDate'],
    [contract.funds.queryDealRecord, 'endDate'],
  ] as const;

  for (const [e, field] of filters) {
    for (const date of ['2026-13-45', '0000-01-01', '2026-02-30']) {
      it(`${e.path} ${field}=${date} answers 6007`, async () => {
        const res = await t.api(e.path, { [field]: date }, { [Header.token]: token });
        assert.equal(res.status_code, 6007, res.message);
        assert.match(res.message, new RegExp(`参数 ${field} 错误：日期不存在`));
      });
    }
  }

  it('real dates still work', async () => {
    const res = await t.api(
      contract.funds.queryDealRecord.path,
      { startDate: '2024-02-29', endDate: '2026-01-01' },
      { [Header.token]: token },
    );
    assert.equal(res.status_code, 6000, res.message);
    const bets = await t.api(
      contract.sports.betRecordList.path,
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { [Header.token]: token },
    );
    assert.equal(bets.status_code, 6000, bets.message);
  });
});
