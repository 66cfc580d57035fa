import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Header, account, chat, memberArea, promotions, site } from '@site/shared/contract';
import { TestSocket } from '../chat/test-socket';
import { safeClient } from '../http/safe-testing';
import { startTestApp, type TestApp } from '../testing';
import { memberOn } from './testing';

/**
 * Issue 26 item 7: JSON nested thousands deep overflowed the stack of the string check's
 * recursive walk and every endpoint and the chat socket answered 6005 ("our fault"). It is bad
 * input: 6007 with a message that says so, over real HTTP and over the socket.
 */
let t: TestApp;
let base = '';
let wsUrl = '';
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  base = `http://127.0.0.1:${address.port}`;
  wsUrl = `ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`;
});
after(async () => {
  await t.stop();
});

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const TOO_DEEP = /嵌套过深/;

async function post(path: string, body: string, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      [Header.siteId]: '1001',
      [Header.timestamp]: String(Date.now()),
      'content-type': 'application/json',
      ...(token ? { [Header.token]: token } : {}),
    },
    body,
  });
  assert.equal(res.status, 200);
  return (await res.json()) as { status_code: number; message: string };
}

describe('deeply nested JSON', () => {
  it('over HTTP: 6007 naming the nesting, on public and member endpoints, arrays and objects', async () => {
    const m = await memberOn(t);
    const paths = [
      site.queryNoticeListByPage.path,
      promotions.promotionDetail.path,
      memberArea.activityTopGiftExchange.path,
    ];
    for (const depth of [100_000, 10_000, 65]) {
      for (const path of paths) {
        for (const body of [
          `{"id":${nestedArrays(depth)}}`,
          `{"pageNum":${nestedObjects(depth)}}`,
          nestedArrays(depth),
        ]) {
          const answer = await post(path, body, m.token);
          assert.equal(answer.status_code, 6007, `${path} at depth ${depth}: ${answer.message}`);
          assert.match(answer.message, TOO_DEEP);
        }
      }
    }
  });

  it('over HTTP: nesting within the limit is still checked by the schema as before', async () => {
    const answer = await post(site.queryNoticeListByPage.path, `{"pageNum":${nestedArrays(20)}}`);
    assert.equal(answer.status_code, 6007);
    assert.doesNotMatch(answer.message, TOO_DEEP);
    const ok = await post(site.queryNoticeListByPage.path, '{"pageNum":1,"pageSize":5}');
    assert.equal(ok.status_code, 6000);
  });

  it('over the safe switch: the decrypted payload gets the same answer', async () => {
    const client = safeClient(t, '1002');
    const deep = JSON.parse(nestedArrays(1_000)) as unknown;
    const answer = await client.api(site.queryNoticeListByPage.path, { pageNum: deep });
    assert.equal(answer.status_code, 6007, answer.message);
    assert.match(answer.message, TOO_DEEP);
  });

  it('over the chat socket: 60000 with 6007, and the socket still works', async () => {
    const ws = await TestSocket.open(wsUrl);
    try {
      // The socket's frames stop at 64 KB: 20,000 levels of arrays fit in one.
      for (const depth of [20_000, 65]) {
        ws.ws.send(`{"msgId":${chat.ChatMsg.ROOM_LIST},"msgData":${nestedArrays(depth)}}`);
        const answer = await ws.next(chat.ChatMsg.INTERNAL);
        assert.equal(answer.msgData?.status_code, 6007, JSON.stringify(answer.msgData));
        assert.match(String(answer.msgData?.message), TOO_DEEP);
      }
      assert.deepEqual(await ws.ask(chat.ChatMsg.HEARTBEAT, undefined), { msgId: 0 });
    } finally {
      ws.close();
    }
  });

  it('a member login with a normal body is unaffected', async () => {
    const m = await memberOn(t);
    const jwt = await t.api(account.memberJwt.path, {}, { [Header.token]: m.token });
    assert.equal(jwt.status_code, 6000);
  });
});
