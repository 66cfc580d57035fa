import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
let base = '';
before(async () => {
  t = await startTestApp({ dataDir: 'memory://' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  base = `ws://127.0.0.1:${address.port}/ws`;
});
after(async () => {
  await t.stop();
});

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function next(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))));
}

describe('websocket', () => {
  it('echoes the heartbeat', async () => {
    const ws = await open(`${base}?clientType=web&siteId=1001`);
    ws.send(JSON.stringify({ msgId: 0 }));
    assert.deepEqual(await next(ws), { msgId: 0 });
    ws.close();
  });

  it('answers bad messages with 60000 / 6007 and keeps the connection', async () => {
    const ws = await open(`${base}?clientType=web&siteId=1002`);
    ws.send('not json');
    assert.deepEqual(await next(ws), {
      msgId: 60000,
      msgData: { status_code: 6007, message: '消息不是合法的 JSON' },
    });
    ws.send(JSON.stringify({ msgId: 424242 }));
    const unknown = (await next(ws)) as { msgId: number; msgData: { status_code: number } };
    assert.equal(unknown.msgId, 60000);
    assert.equal(unknown.msgData.status_code, 6007);
    ws.send(JSON.stringify({ msgId: 0 }));
    assert.deepEqual(await next(ws), { msgId: 0 });
    ws.close();
  });

  it('lets later features register handlers per msgId', async () => {
    t.hub.on(10011, (_client, data) => ({ msgId: 10011, msgData: { echo: data } }));
    const ws = await open(`${base}?clientType=web&siteId=1001`);
    ws.send(JSON.stringify({ msgId: 10011, msgData: { page: 1 } }));
    assert.deepEqual(await next(ws), { msgId: 10011, msgData: { echo: { page: 1 } } });
    ws.close();
  });

  it('refuses the handshake for an unknown site', async () => {
    await assert.rejects(open(`${base}?clientType=web&siteId=9999`), /403/);
  });
});
