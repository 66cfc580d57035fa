// Chat fan-out: CLIENTS sockets in one room while senders post RATE messages/s for SECONDS,
// on one server process, on two processes through Redis (REDIS_URL, redis-server started
// here), and through a bare `ws` broadcast server in the same run as the ceiling. Per run:
// delivered messages/s, p50/p99 send-to-receive latency, messages lost (must be 0).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { table } from './lib.mjs';
import { freePort, startSite } from './server.mjs';

export const name = 'chat-fanout';
export const title =
  'Chat fan-out: clients in one room, senders at a fixed rate (1 process, 2 via Redis, raw ws)';

const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS || 1000);
const RATE = Number(process.env.BENCH_CHAT_RATE || 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS || 30);
/** How long a run waits for a backlog to drain before it counts what is missing as lost. */
const DRAIN_SECONDS = Number(process.env.BENCH_CHAT_DRAIN_SECONDS || 240);
// The send limit is 5 messages / 10 s per member (server/src/chat/moderation.ts): enough
// senders that each sends 4 per 10 s.
// BENCH_CHAT_PORT: the first of the four ports this benchmark listens on (raw ws, sites).
const PORT = Number(process.env.BENCH_CHAT_PORT || 18186);
// BENCH_DATABASE_URL: the two server processes share this PostgreSQL, as in production;
// unset, each keeps its own PGlite (the fan-out then still crosses through Redis only).
const SHARED_DB = process.env.BENCH_DATABASE_URL || '';
const SENDERS = Math.max(1, Math.ceil((RATE * 10) / 4));
const LETTERS = 'abcdefghij';
// Digits become letters: a run of 7+ digits is refused as a phone number.
const enc = (/** @type {number} */ n) => String(n).replace(/\d/g, (d) => LETTERS[Number(d)] ?? 'a');
const dec = (/** @type {string} */ s) => Number(s.replace(/[a-j]/g, (c) => String(LETTERS.indexOf(c))));

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

/** @param {import('./benchmarks.mjs').BenchContext} ctx */
export async function run(ctx) {
  const WebSocket = /** @type {typeof import('ws')} */ (
    createRequire(join(ctx.repoRoot, 'server', 'package.json'))('ws')
  );
  const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
  const open = (/** @type {string} */ url) =>
    new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });

  /**
   * One measured run: receivers spread over `receiveUrls`, `senders` post through `send`.
   * @param {string[]} receiveUrls
   * @param {(ws: any) => Promise<void>} prepareReceiver
   * @param {{ ws: any, send: (text: string) => void }[]} senders
   */
  async function measure(receiveUrls, prepareReceiver, senders) {
    const receivers = [];
    for (let i = 0; i < CLIENTS; i++) {
      const ws = await open(/** @type {string} */ (receiveUrls[i % receiveUrls.length]));
      await prepareReceiver(ws);
      receivers.push(ws);
    }
    let delivered = 0;
    /** @type {number[]} */
    const latencies = [];
    receivers.forEach((ws, i) =>
      ws.on('message', (/** @type {Buffer} */ data) => {
        const found = /bench ([a-j]+) ([a-j]+)/.exec(data.toString());
        if (!found) return;
        delivered++;
        if (i % 10 === 0) latencies.push(Date.now() - dec(found[2] ?? ''));
      }),
    );
    let sent = 0;
    const started = Date.now();
    const perTick = RATE / 20;
    let due = 0;
    while (Date.now() - started < SECONDS * 1000) {
      due += perTick;
      for (; due >= 1; due--) {
        const sender = senders[sent % senders.length];
        sender?.send(`bench ${enc(sent)} ${enc(Date.now())}`);
        sent++;
      }
      await sleep(50);
    }
    // Behind: what had not arrived 3 s after the last send (a backlog when the rate is above
    // capacity). Lost: what never arrived once the server drained its queues (nothing new for
    // 3 s, at most DRAIN_SECONDS): a dropped message, which must be 0.
    const expected = sent * CLIENTS;
    const sendEnded = Date.now();
    await sleep(3000);
    const behind = expected - delivered;
    let last = -1;
    while (delivered < expected && delivered !== last && Date.now() - sendEnded < DRAIN_SECONDS * 1000) {
      last = delivered;
      await sleep(3000);
    }
    const drainMs = Date.now() - sendEnded;
    for (const ws of receivers) ws.terminate();
    latencies.sort((a, b) => a - b);
    return {
      sent,
      delivered,
      behind,
      lost: expected - delivered,
      drainMs,
      perSecond: Math.round(delivered / ((drainMs + SECONDS * 1000) / 1000)),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
    };
  }

  /** Members who may speak, logged in on `baseUrl`'s socket and in the lobby. */
  async function chatSenders(baseUrl) {
    const wsUrl = `${baseUrl.replace('http', 'ws')}/ws?clientType=web&siteId=1001`;
    const senders = [];
    for (let i = 0; i < SENDERS; i++) {
      const m = await (
        await fetch(`${baseUrl}/dev/members`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).json();
      const jwt = await (
        await fetch(`${baseUrl}/site/api/v1/member/jwt`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'site-id': '1001',
            timestamp: String(Date.now()),
            token: m.token,
          },
          body: '{}',
        })
      ).json();
      const ws = await open(wsUrl);
      ws.send(JSON.stringify({ msgId: 10001, msgData: { token: jwt.data.token, body: jwt.data.body } }));
      ws.send(JSON.stringify({ msgId: 10002, msgData: { rid: 'lobby' } }));
      senders.push({
        ws,
        send: (/** @type {string} */ text) =>
          ws.send(JSON.stringify({ msgId: 10003, msgData: { rid: 'lobby', msg: text } })),
      });
    }
    await sleep(1000);
    return senders;
  }
  const guestInLobby = async (/** @type {any} */ ws) => {
    ws.send(JSON.stringify({ msgId: 10019, msgData: {} }));
    ws.send(JSON.stringify({ msgId: 10002, msgData: { rid: 'lobby' } }));
  };

  const results = {};
  // Raw ceiling: a bare ws server that broadcasts every message it gets.
  {
    const server = new WebSocket.WebSocketServer({ port: await freePort(PORT), host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    server.on('connection', (ws) =>
      ws.on('message', (data) => {
        for (const c of server.clients) c.send(data.toString());
      }),
    );
    const url = `ws://127.0.0.1:${server.address().port}`;
    const sender = await open(url);
    ctx.log(`raw ws: ${CLIENTS} clients, ${RATE} msg/s, ${SECONDS} s`);
    results.rawWs = await measure([url], async () => undefined, [
      { ws: sender, send: (t) => sender.send(t) },
    ]);
    sender.terminate();
    await new Promise((r) => server.close(r));
  }
  // One server process.
  {
    const site = await startSite({ repoRoot: ctx.repoRoot, port: PORT + 1, env: { DEV_TOOLS: '1' } });
    try {
      ctx.log(`one process: ${SENDERS} senders, ${CLIENTS} guests`);
      const senders = await chatSenders(site.baseUrl);
      results.oneProcess = await measure(
        [`${site.baseUrl.replace('http', 'ws')}/ws?clientType=web&siteId=1001`],
        guestInLobby,
        senders,
      );
      for (const s of senders) s.ws.terminate();
    } finally {
      await site.stop();
    }
  }
  // Two server processes on one Redis: senders on the first, receivers on both.
  {
    const port = await freePort(PORT + 3);
    const redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    /** @type {Record<string, string>} */
    const env = { DEV_TOOLS: '1', REDIS_URL: `redis://127.0.0.1:${port}` };
    if (SHARED_DB) env.DATABASE_URL = SHARED_DB;
    const sites = [];
    try {
      await sleep(500);
      // One after the other: the first migrates a shared database.
      sites.push(await startSite({ repoRoot: ctx.repoRoot, port: PORT + 1, env }));
      sites.push(await startSite({ repoRoot: ctx.repoRoot, port: PORT + 2, env }));
      ctx.log(`two processes through Redis: ${SENDERS} senders, ${CLIENTS} guests over both`);
      const senders = await chatSenders(sites[0].baseUrl);
      results.twoProcessesRedis = await measure(
        sites.map((s) => `${s.baseUrl.replace('http', 'ws')}/ws?clientType=web&siteId=1001`),
        guestInLobby,
        senders,
      );
      for (const s of senders) s.ws.terminate();
    } finally {
      for (const s of sites) await s.stop();
      redis.kill('SIGTERM');
    }
  }
  return { clients: CLIENTS, rate: RATE, seconds: SECONDS, senders: SENDERS, ...results };
}

/** @param {any} result */
export function report(result) {
  const row = (/** @type {string} */ label, /** @type {any} */ r) => [
    label,
    String(r.sent),
    String(r.perSecond),
    `${r.p50} ms`,
    `${r.p99} ms`,
    String(r.behind ?? '-'),
    `${((r.drainMs ?? 0) / 1000).toFixed(0)} s`,
    String(r.lost),
  ];
  return [
    `${result.clients} clients in one room, ${result.rate} messages/s for ${result.seconds} s (${result.senders} senders)`,
    table([
      ['run', 'sent', 'delivered/s', 'p50', 'p99', 'behind after 3 s', 'drained in', 'lost'],
      row('raw ws broadcast (ceiling)', result.rawWs),
      row('chat, one process', result.oneProcess),
      row('chat, two processes via Redis', result.twoProcessesRedis),
    ]),
  ].join('\n');
}
