import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import {
  Header,
  SAFE_KEY_HEADER,
  account,
  auth,
  chat,
  safeHandshake,
  site,
  sports,
} from '@site/shared/contract';
import { decryptPayload, encryptPayload } from '@site/shared/cipher';
import { TestSocket } from '../chat/test-socket';
import {
  postApi,
  startPostgres,
  startRedis,
  startServer,
  waitFor,
  type ServerProcess,
  type Started,
} from './cluster-processes';
import { advisoryLeader } from './leader';

/**
 * The server as two real OS processes on one PostgreSQL and one Redis: chat crosses
 * processes, the sportsbook has exactly one leader (taken over when it dies) whose pushes
 * reach sockets on the other process, and the login and chat counters are shared.
 */
const M = chat.ChatMsg;
let pg: Started;
let redis: Started;
const servers: ServerProcess[] = [];

before(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = { DATABASE_URL: pg.url, REDIS_URL: redis.url, CAPTCHA_MODE: 'test', SPORTS_BET_DELAY_MS: '0' };
  // One after the other: the first one migrates the empty database.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
});

after(async () => {
  try {
    for (const s of servers) await s.stop();
  } finally {
    await redis?.stop();
    await pg?.stop();
  }
});

const server = (i: number): ServerProcess => servers[i] as ServerProcess;
const wsUrl = (i: number) => `ws://127.0.0.1:${server(i).port}/ws?clientType=web&siteId=1001`;

function api<T>(i: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  return postApi<T>(server(i).url, path, body, { uuid: 'cluster-test', headers });
}

async function devPost(i: number, path: string, body: unknown): Promise<Response> {
  return fetch(server(i).url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function devMember(
  i: number,
  body: Record<string, unknown> = {},
): Promise<{ token: string; name: string; userId: string }> {
  const res = await devPost(i, '/dev/members', body);
  return (await res.json()) as { token: string; name: string; userId: string };
}

async function chatMember(i: number, m?: { token: string; name: string }) {
  const member = m ?? (await devMember(i));
  const jwt = await api<{ token: string; body: string }>(
    i,
    account.memberJwt.path,
    {},
    {
      [Header.token]: member.token,
    },
  );
  const ws = await TestSocket.open(wsUrl(i));
  assert.equal((await ws.ask(M.LOGIN, { token: jwt.data.token, body: jwt.data.body })).msgData?.ok, true);
  await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.JOIN_UNICAST);
  return { ws, member };
}

/** The room's online count a socket is told when it (re)joins the lobby. */
async function onlineSeenBy(ws: TestSocket): Promise<number> {
  const joined = await ws.ask(M.JOIN_ROOM, { rid: 'lobby' }, M.JOIN_UNICAST);
  return (joined.msgData?.room as chat.ChatRoom).online;
}

const leaders = async () =>
  Promise.all(
    servers.map(async (s) =>
      s.child.exitCode === null && s.child.signalCode === null
        ? ((await (await fetch(`${s.url}/dev/realtime`)).json()) as { leader: boolean }).leader
        : false,
    ),
  );

describe('two server processes on one PostgreSQL and one Redis', () => {
  it('a chat message sent on A reaches a socket on B', async () => {
    const a = await chatMember(0);
    const b = await chatMember(1);
    a.ws.send(M.SEND, { rid: 'lobby', msg: '两个进程之间' });
    const got = await b.ws.next(
      M.SEND,
      (f) => (f.msgData?.message as chat.ChatMessage).msg === '两个进程之间',
    );
    assert.equal((got.msgData?.message as chat.ChatMessage).name, a.member.name);
    a.ws.close();
    b.ws.close();
  });

  it('the chat online count counts the sockets in the room on both processes', async () => {
    // Other tests' sockets may still be counted for a heartbeat: wait for both processes to
    // agree. Alone, each process would count only its own socket (1 and 1).
    const a = await chatMember(0);
    const b = await chatMember(1);
    let both = 0;
    await waitFor(
      'the same count on both processes',
      async () => {
        both = await onlineSeenBy(a.ws);
        return both >= 2 && both === (await onlineSeenBy(b.ws));
      },
      8000,
    );
    b.ws.close();
    await waitFor(
      'a closed socket leaves the count',
      async () => (await onlineSeenBy(a.ws)) === both - 1,
      8000,
    );
    a.ws.close();
  });

  it('a safe-switch key from a handshake on A opens encrypted calls on B (and on A again)', async () => {
    const plain = await api(1, site.preInfo.path, {}, { [Header.siteId]: '1002' });
    assert.equal(plain.status_code, 6008, 'the safe brand refuses plain calls');
    const shake = await api(0, safeHandshake.path, {}, { [Header.siteId]: '1002' });
    const { keyId, key } = safeHandshake.response.parse(shake.data);
    for (const i of [1, 0, 1]) {
      const e = await api<string>(
        i,
        `/safe${site.preInfo.path}`,
        { data: encryptPayload({}, key) },
        { [Header.siteId]: '1002', [SAFE_KEY_HEADER]: keyId, encrypted: '1' },
      );
      assert.equal(e.status_code, 6000, `process ${i}: ${e.message}`);
      const data = decryptPayload<{ siteBaseConfig: { title: string } }>(e.data, key);
      assert.equal(data.siteBaseConfig.title, '皇冠体育');
    }
    const unknown = await api(
      1,
      `/safe${site.preInfo.path}`,
      { data: encryptPayload({}, key) },
      { [Header.siteId]: '1002', [SAFE_KEY_HEADER]: 'e'.repeat(32), encrypted: '1' },
    );
    assert.equal(unknown.status_code, 6008, 'an id no process issued');
  });

  it('the chat send rate limit counts a member\u2019s messages on both processes', async () => {
    const a = await chatMember(0);
    const b = await chatMember(1, a.member);
    for (let i = 0; i < 5; i += 1) {
      const ws = i % 2 === 0 ? a.ws : b.ws;
      ws.send(M.SEND, { rid: 'lobby', msg: `第${i + 1}条` });
      await ws.next(M.SEND, (f) => (f.msgData?.message as chat.ChatMessage).msg === `第${i + 1}条`);
    }
    b.ws.send(M.SEND, { rid: 'lobby', msg: '第6条' });
    const refused = await b.ws.next(M.BLOCKED);
    assert.match(String(refused.msgData?.message), /秒/);
    a.ws.close();
    b.ws.close();
  });

  it('wrong passwords on A and on B count together toward the login cool-down', async () => {
    const m = await devMember(0);
    const wrong = (i: number) => ({
      isAgent: 0,
      name: m.name,
      password: 'f'.repeat(31) + String(i % 10),
      kaptchcate: 1,
      codeId: 'x',
      code: 'abcd',
    });
    for (let i = 0; i < 5; i += 1)
      assert.equal((await api(i % 2, auth.login.path, wrong(i))).status_code, 6002);
    const sixth = await api(1, auth.login.path, wrong(6));
    assert.equal(sixth.status_code, 6011, sixth.message);
  });

  it('exactly one process leads the sportsbook, its odds pushes reach B, and B takes over when it dies', async () => {
    await waitFor('a leader', async () => (await leaders()).filter(Boolean).length === 1, 10_000);
    const now = await leaders();
    assert.equal(now.filter(Boolean).length, 1, JSON.stringify(now));
    const leader = now.indexOf(true);
    const follower = 1 - leader;
    const ws = await TestSocket.open(wsUrl(follower));
    await ws.ask(sports.SportsMsg.SUBSCRIBE, { sportType: 'ALL' });
    const delta = await ws.next(sports.SportsMsg.DELTA, () => true, 8000);
    assert.ok(Array.isArray(delta.msgData?.markets));
    ws.close();

    // A bet placed on the follower, settled by the leader: the 20005 push reaches the follower's socket.
    const m = await devMember(follower, { balance: '1000' });
    const snap = await api<sports.Snapshot>(follower, sports.snapshot.path, {
      sportType: 'FT',
      marketType: 'FU',
    });
    const match = snap.data.matches.find(
      (x) => x.gameStatus === 'notStarted' && x.markets.some((k) => k.w === 'M' && !k.suspended),
    );
    assert.ok(match, 'no football match to bet on');
    const market = match.markets.find((k) => k.w === 'M');
    const pick = market?.selections.find((x) => x.r === 'H');
    assert.ok(market && pick);
    const member = await TestSocket.open(wsUrl(follower));
    await member.ask(sports.SportsMsg.SUBSCRIBE, { sportType: 'ALL', token: m.token });
    const bet = await api(
      follower,
      sports.placeBet.path,
      {
        betType: 'single',
        stake: '10',
        selections: [
          { gameId: match.gameId, selectionId: pick.id, w: 'M', r: 'H', line: market.line, odds: pick.odds },
        ],
      },
      { [Header.token]: m.token, [Header.requestId]: randomUUID() },
    );
    assert.equal(bet.status_code, 6000, bet.message);
    const settled = await devPost(leader, '/dev/sports/settle', { gameId: match.gameId, home: 1, away: 0 });
    assert.equal(settled.status, 200, await settled.text());
    const push = await member.next(sports.SportsMsg.SETTLED, () => true, 5000);
    assert.ok(push.msgData);
    member.close();
    server(leader).child.kill('SIGKILL');
    await waitFor('the takeover', async () => (await leaders())[follower] === true, 10_000);
  });

  it('the advisory lock: one of two contenders leads, and the other takes over when it lets go', async () => {
    const key = 777_001;
    const a = advisoryLeader(pg.url, { key, retryMs: 200 });
    await waitFor('a leader', async () => a.isLeader(), 5000);
    const b = advisoryLeader(pg.url, { key, retryMs: 200 });
    const changes: boolean[] = [];
    b.onChange((leader) => changes.push(leader));
    await new Promise((r) => setTimeout(r, 600));
    assert.equal(b.isLeader(), false, 'two leaders at once');
    await a.stop();
    assert.equal(a.isLeader(), false);
    await waitFor('the takeover', async () => b.isLeader(), 5000);
    assert.deepEqual(changes, [true]);
    await b.stop();
  });
});
