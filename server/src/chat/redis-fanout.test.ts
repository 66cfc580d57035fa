import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { account, chat } from '@site/shared/contract';
import type { Db } from '../db/db';
import { openDb } from '../db/open';
import { startTestApp, type TestApp } from '../testing';
import { TestSocket } from './test-socket';

/**
 * Scale-out: two server instances (each with its own socket hub and its own Redis
 * connections) on one database and one Redis. PGlite cannot be opened by two processes,
 * so the two instances share one process and one database handle; everything between
 * them goes through Redis exactly as between two processes.
 */
const M = chat.ChatMsg;
let redis: ChildProcess;
let db: Db;
const apps: TestApp[] = [];
const urls: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForRedis(url: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') {
        probe.disconnect();
        return;
      }
    } catch {
      probe.disconnect();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

before(async () => {
  const port = await freePort();
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const redisUrl = `redis://127.0.0.1:${port}`;
  await waitForRedis(redisUrl);
  db = await openDb({ dataDir: 'memory://' });
  for (let i = 0; i < 2; i += 1) {
    const t = await startTestApp({ dataDir: 'memory://', db, redisUrl });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    apps.push(t);
    urls.push(`ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`);
  }
});
after(async () => {
  try {
    for (const t of apps) await t.stop();
    await db?.close();
  } finally {
    redis?.kill('SIGTERM');
  }
});

async function memberOn(i: number): Promise<{ ws: TestSocket; name: string }> {
  const t = apps[i] as TestApp;
  const m = await t.devMember();
  const jwt = await t.api<{ token: string; body: string }>(account.memberJwt.path, {}, { token: m.token });
  const ws = await TestSocket.open(urls[i] as string);
  assert.equal((await ws.ask(M.LOGIN, { token: jwt.data.token, body: jwt.data.body })).msgData?.ok, true);
  await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.JOIN_UNICAST);
  return { ws, name: m.name };
}

describe('chat over Redis, two server instances', () => {
  it('a message sent on one instance reaches a member on the other, and history is shared', async () => {
    const a = await memberOn(0);
    const b = await memberOn(1);
    const joined = await a.ws.next(M.JOIN_BROADCAST, (f) => f.msgData?.name === b.name);
    assert.equal(joined.msgData?.rid, 'lobby');
    a.ws.send(M.SEND, { rid: 'lobby', msg: '跨进程你好' });
    const got = await b.ws.next(M.SEND);
    assert.equal((got.msgData?.message as chat.ChatMessage).msg, '跨进程你好');
    assert.equal((got.msgData?.message as chat.ChatMessage).name, a.name);
    const page = await (apps[1] as TestApp).api<{ list: chat.ChatMessage[] }>(chat.history.path, {
      rid: 'lobby',
    });
    assert.equal(page.data.list[0]?.msg, '跨进程你好');
    a.ws.close();
    b.ws.close();
  });

  it('an operator action on one instance reaches the room on the other (10015, 60000)', async () => {
    const b = await memberOn(1);
    const res = await (apps[0] as TestApp).app.inject({
      method: 'POST',
      url: '/dev/chat/clear',
      payload: { rid: 'lobby' },
    });
    assert.equal(res.statusCode, 200);
    assert.equal((await b.ws.next(M.CLEAR)).msgData?.rid, 'lobby');
    await (apps[0] as TestApp).app.inject({
      method: 'POST',
      url: '/dev/chat/notice',
      payload: { message: '两台服务器都收到' },
    });
    assert.deepEqual((await b.ws.next(M.INTERNAL)).msgData, { status_code: 0, message: '两台服务器都收到' });
    b.ws.close();
  });
});
