import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { Header, account, chat } from '@site/shared/contract';
import { TestSocket, type Frame } from '../chat/test-socket';
import { startPostgres, startServer, type ServerProcess, type Started } from '../realtime/cluster-processes';
import { startTestApp, type TestApp } from '../testing';

/**
 * Issue 26 item 4: the chat send rate (5 messages in 10 s per member) must hold when one
 * member fires 30 frames at once from 3 sockets, on one server and on two server processes
 * sharing one PostgreSQL. Before the fix it was read-then-insert and 11 of 30 were stored.
 */
const M = chat.ChatMsg;
const RATE = /^发言过于频繁，请 \d+ 秒后再试$/;

interface Target {
  wsUrl: string;
  api<T>(path: string, body: unknown, token: string): Promise<T>;
}

async function socketOf(target: Target, token: string): Promise<TestSocket> {
  const jwt = await target.api<{ data: { token: string; body: string } }>(account.memberJwt.path, {}, token);
  const ws = await TestSocket.open(target.wsUrl);
  assert.equal((await ws.ask(M.LOGIN, { token: jwt.data.token, body: jwt.data.body })).msgData?.ok, true);
  await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.JOIN_UNICAST);
  return ws;
}

/**
 * 10 frames from each socket, all sent before any answer; waits until every frame is answered,
 * either stored (its echo, seen by the room's sockets on the sender's process) or refused (10005 to its sender).
 */
async function burst(sockets: TestSocket[], tag: string): Promise<{ stored: number; refused: Frame[] }> {
  sockets.forEach((ws, s) => {
    for (let i = 0; i < 10; i += 1)
      ws.send(M.SEND, { rid: 'lobby', msg: `${tag} ${s}/${i}`, clientId: `${tag}-${s}-${i}` });
  });
  const ours = (f: Frame) => String(f.msgData?.clientId ?? '').startsWith(`${tag}-`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const refused = sockets.flatMap((ws) => ws.frames.filter((f) => f.msgId === M.BLOCKED && ours(f)));
    const echoed = new Set(
      sockets.flatMap((ws) =>
        ws.frames.filter((f) => f.msgId === M.SEND && ours(f)).map((f) => f.msgData?.clientId),
      ),
    );
    if (refused.length + echoed.size >= 30 || Date.now() > deadline) return { stored: echoed.size, refused };
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('chat rate limit under parallel frames (one process, PGlite)', () => {
  let t: TestApp;
  let target: Target;
  before(async () => {
    t = await startTestApp({ dataDir: 'memory://' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    target = {
      wsUrl: `ws://127.0.0.1:${address.port}/ws?clientType=web&siteId=1001`,
      api: async <T>(path: string, body: unknown, token: string) =>
        (await t.api(path, body, { [Header.token]: token })) as T,
    };
  });
  after(async () => {
    await t.stop();
  });

  it('30 frames at once from 3 sockets of one member: exactly 5 stored, 25 refused with the rate message', async (tc) => {
    const m = await t.devMember();
    const sockets = await Promise.all([0, 1, 2].map(() => socketOf(target, m.token)));
    tc.after(() => sockets.forEach((ws) => ws.close()));
    const { stored, refused } = await burst(sockets, 'race');
    console.log(`one process: ${stored} stored, ${refused.length} refused of 30`);
    const [row] = await t.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM chat_messages WHERE member_id = $1 AND kind = 'text'`,
      [Number(m.userId)],
    );
    assert.equal(Number(row?.n), 5);
    assert.equal(refused.length, 25);
    for (const f of refused) assert.match(String(f.msgData?.message), RATE);
  });
});

describe('chat rate limit under parallel frames (two processes, one PostgreSQL)', () => {
  let pgServer: Started;
  const servers: ServerProcess[] = [];
  let client: pg.Client;
  before(async () => {
    pgServer = await startPostgres();
    const env = { DATABASE_URL: pgServer.url, CAPTCHA_MODE: 'test', WITHDRAW_AUTO_OPERATOR: 'off' };
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    client = new pg.Client({ connectionString: pgServer.url });
    await client.connect();
  });
  after(async () => {
    await client?.end();
    for (const s of servers) await s.stop();
    await pgServer?.stop();
  });

  const targetOf = (s: ServerProcess): Target => ({
    wsUrl: `ws://127.0.0.1:${s.port}/ws?clientType=web&siteId=1001`,
    async api<T>(path: string, body: unknown, token: string) {
      const res = await fetch(s.url + path, {
        method: 'POST',
        headers: {
          [Header.siteId]: '1001',
          [Header.timestamp]: String(Date.now()),
          [Header.token]: token,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
  });

  it('2 sockets on A and 1 on B, 30 frames at once: exactly 5 stored', async (tc) => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const res = await fetch(`${a.url}/dev/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const m = (await res.json()) as { token: string; userId: string };
    const sockets = [
      await socketOf(targetOf(a), m.token),
      await socketOf(targetOf(a), m.token),
      await socketOf(targetOf(b), m.token),
    ];
    tc.after(() => sockets.forEach((ws) => ws.close()));
    const { stored, refused } = await burst(sockets, 'cluster');
    console.log(`two processes: ${stored} stored, ${refused.length} refused of 30`);
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM chat_messages WHERE member_id = $1 AND kind = 'text'`,
      [Number(m.userId)],
    );
    assert.equal(Number(rows[0]?.n), 5);
    assert.equal(refused.length, 25);
    for (const f of refused) assert.match(String(f.msgData?.message), RATE);
  });
});
