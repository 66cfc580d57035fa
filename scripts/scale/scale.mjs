#!/usr/bin/env node
// The scale test of issue 32 (not part of CI): the site behind deploy/nginx/site.conf.template in
// Debian's nginx, 1 then 3 site processes on one PostgreSQL and one Redis (all installed with
// apt-get when missing, started by server/src/realtime/cluster-site.ts), a bounded mixed load
// (logins, balance reads, venue transfers, sportsbook bets, chat messages over sockets), throughput and p95 per
// call for each; then, with 3 processes, one process is SIGKILLed in the middle of the load and
// the run checks the ledger (0 fen lost or created), every acknowledged transfer, the sockets'
// reconnection, the chat history and the sportsbook leader.
//
//   node scripts/scale/scale.mjs            # SCALE_SECONDS=20 SCALE_USERS=24 SCALE_PORT=19130
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverDir = join(root, 'server');
const require = createRequire(join(serverDir, 'package.json'));
const pg = require('pg');
const WebSocket = require('ws');

const SECONDS = Number(process.env.SCALE_SECONDS ?? 20);
const USERS = Number(process.env.SCALE_USERS ?? 24);
const PORT = Number(process.env.SCALE_PORT ?? 19130);
const md5 = (s) => createHash('md5').update(s).digest('hex');
const SITE = '/site/api/v1';
// shared/contract/chat.ts: 10005 is every refusal of a message (rate limit, slow mode, words).
const CHAT = { LOGIN: 10001, JOIN_ROOM: 10002, SEND: 10003, BLOCKED: 10005, JOIN_UNICAST: 10016 };

function startCluster(processes) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/realtime/cluster-site.ts'], {
      cwd: serverDir,
      env: { ...process.env, SITE_MODE: 'e2e', SITE_PROCESSES: String(processes), PORT: String(PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c.toString();
      const line = out.split('\n').find((l) => l.includes('"site ready behind nginx"'));
      if (line) resolve({ child, ...JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`cluster-site exited ${code}`)));
  });
}

function stopCluster(cluster) {
  return new Promise((resolve) => {
    cluster.child.once('exit', resolve);
    cluster.child.kill('SIGTERM');
  });
}

async function call(base, path, body, token, requestId, ip) {
  const headers = {
    'site-id': '1001',
    timestamp: String(Date.now()),
    uuid: 'scale-test',
    'content-type': 'application/json',
  };
  if (token) headers.token = token;
  if (requestId) headers['request-id'] = requestId;
  // Each virtual member is a player of its own address, as nginx's X-Forwarded-For tells the site.
  if (ip) headers['x-forwarded-for'] = ip;
  const res = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await res.json().catch(() => ({ status_code: res.status }));
  return json;
}

function socket(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames = [];
    const waiters = [];
    ws.on('message', (d) => {
      frames.push(JSON.parse(d.toString()));
      for (const w of waiters.splice(0)) w();
    });
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        send: (msgId, msgData) => ws.send(JSON.stringify({ msgId, msgData })),
        async next(msgId, match = () => true, ms = 5000) {
          const until = Date.now() + ms;
          for (;;) {
            const i = frames.findIndex((f) => f.msgId === msgId && match(f));
            if (i >= 0) return frames.splice(i, 1)[0];
            if (Date.now() > until || ws.readyState !== ws.OPEN) throw new Error(`no ${msgId}`);
            await new Promise((r) => {
              const t = setTimeout(r, 100);
              waiters.push(() => (clearTimeout(t), r()));
            });
          }
        },
      }),
    );
    ws.once('error', reject);
  });
}

async function chatSocket(base, member, afterId, socketBase = base) {
  const jwt = await call(base, `${SITE}/member/jwt`, {}, member.token, undefined, member.ip);
  const s = await socket(`${socketBase.replace('http', 'ws')}/ws?clientType=web&siteId=1001`);
  // As the site's client does: a socket that closes is replaced on the next message.
  s.ws.once('close', () => {
    member.cutAt = Date.now();
    if (member.chat?.ws === s.ws) member.chat = null;
  });
  s.send(CHAT.LOGIN, { token: jwt.data.token, body: jwt.data.body });
  await s.next(CHAT.LOGIN);
  s.send(CHAT.JOIN_ROOM, afterId ? { rid: 'lobby', afterId } : { rid: 'lobby' });
  const joined = await s.next(CHAT.JOIN_UNICAST);
  return { ...s, joined };
}

const p95 = (xs) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
};

async function run(processes, kill) {
  const cluster = await startCluster(processes);
  const base = cluster.url;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const members = [];
  for (let i = 0; i < USERS; i += 1)
    members.push(
      await (
        await fetch(`${base}/dev/members`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ balance: '100000' }),
        })
      ).json(),
    );
  members.forEach((m, i) => (m.ip = `10.30.${Math.floor(i / 250)}.${(i % 250) + 1}`));
  // The matches a bet picks from: not started, 1X2 open (the e2e board is synthetic and steady).
  const snap = await call(base, '/game/api/v1/sports/snapshot', { sportType: 'FT', marketType: 'FU' });
  const board = (snap.data?.matches ?? []).flatMap((x) => {
    const market = x.gameStatus === 'notStarted' && x.markets.find((k) => k.w === 'M' && !k.suspended);
    const pick = market && market.selections.find((p) => p.r === 'H');
    return pick ? [{ gameId: x.gameId, line: market.line, pick }] : [];
  });
  const stats = new Map();
  const record = (op, ms, ok) => {
    const s = stats.get(op) ?? { ms: [], errors: 0 };
    if (ok) s.ms.push(ms);
    else s.errors += 1;
    stats.set(op, s);
  };
  const acked = [];
  const betsAcked = [];
  // What failed calls answered (or threw), counted by call and answer.
  const errorKinds = {
    counts: new Map(),
    add(kind) {
      this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    },
  };
  const betRefusals = new Map();
  const chatAcked = [];
  const chatUnanswered = [];
  const chatRefused = [];
  const errorsAt = [];
  let inFlightAtKill = 0;
  let inFlight = 0;
  let killedAt = 0;
  let socketsReopenedAfterKill = 0;

  // A listener socket that reconnects (resuming from its last id) whenever it is cut.
  const heard = new Set();
  let lastId = 0;
  let reconnects = 0;
  let listener = null;
  // Its first socket goes straight to the process the kill run kills, so the kill cuts it:
  // it must come back through nginx to another process and resume without a gap.
  const listenerMember = { ...members[0] };
  const first = cluster.processes[Math.min(1, cluster.processes.length - 1)];
  const listen = async () => {
    const direct = reconnects === 0 ? `http://127.0.0.1:${first.port}` : base;
    listener = await chatSocket(base, listenerMember, lastId || undefined, direct);
    for (const m of listener.joined.msgData?.messages ?? []) {
      heard.add(m.msg);
      lastId = Math.max(lastId, m.id ?? 0);
    }
    listener.ws.on('message', (d) => {
      const f = JSON.parse(d.toString());
      if (f.msgId === CHAT.SEND && f.msgData?.message) {
        heard.add(f.msgData.message.msg);
        lastId = Math.max(lastId, f.msgData.message.id ?? 0);
      }
    });
    listener.ws.once('close', () => {
      if (!stopping) {
        reconnects += 1;
        // Until it is back: a try that lands on the dying process fails and tries again.
        const retry = () => setTimeout(() => void listen().catch(retry), 500);
        retry();
      }
    });
  };
  let stopping = false;
  await listen();

  const ops = {
    async login(m) {
      const r = await call(
        base,
        `${SITE}/user/login`,
        { isAgent: 0, name: m.name, password: md5(m.password), kaptchcate: 1, codeId: 'x', code: 'abcd' },
        undefined,
        undefined,
        m.ip,
      );
      if (r.status_code !== 6000) errorKinds.add(`login ${r.status_code} ${r.message ?? ''}`);
      return r.status_code === 6000;
    },
    async balance(m) {
      return (
        (await call(base, '/fd/api/v1/transfer/getBalance', {}, m.token, undefined, m.ip)).status_code ===
        6000
      );
    },
    async transfer(m) {
      const id = randomUUID();
      const ty = Math.random() < 0.5 ? 1 : 2;
      const r = await call(
        base,
        '/game/api/v1/venue/transfer',
        { channelCode: 'AG', amount: '1.00', ty },
        m.token,
        id,
        m.ip,
      );
      if (r.status_code === 6000) acked.push(id);
      // Out of an empty venue is a refusal by rule, not a failure.
      return (
        r.status_code === 6000 ||
        (ty === 2 && r.status_code !== undefined && r.status_code < 7000 && r.status_code !== 500)
      );
    },
    async bet(m) {
      const id = randomUUID();
      const match = board[Math.floor(Math.random() * board.length)];
      if (!match) return false;
      const r = await call(
        base,
        '/game/api/v1/sports/placeBet',
        {
          betType: 'single',
          stake: '10',
          selections: [
            {
              gameId: match.gameId,
              selectionId: match.pick.id,
              w: 'M',
              r: match.pick.r,
              line: match.line,
              odds: match.pick.odds,
            },
          ],
        },
        m.token,
        id,
        m.ip,
      );
      if (r.status_code === 6000) betsAcked.push(id);
      else
        betRefusals.set(
          `${r.status_code} ${r.message ?? ''}`,
          (betRefusals.get(`${r.status_code} ${r.message ?? ''}`) ?? 0) + 1,
        );
      return r.status_code === 6000;
    },
    async chat(m) {
      if (!m.chat && killedAt && m.cutAt >= killedAt && !m.reopened) {
        m.reopened = true;
        socketsReopenedAfterKill += 1;
      }
      const s = m.chat ?? (m.chat = await chatSocket(base, m));
      const text = `压测${randomUUID().slice(0, 8)}`;
      // As the site's widget does: a clientId the echo and a refusal carry back, so each answer is
      // matched to its own message (a refusal taken by any 10005 waiter could be another one's).
      const clientId = randomUUID();
      s.send(CHAT.SEND, { rid: 'lobby', msg: text, clientId });
      const mine = (x) => x.msgData?.clientId === clientId;
      const f = await Promise.race([
        s.next(CHAT.SEND, mine, 5000).then(() => 'sent'),
        s.next(CHAT.BLOCKED, mine, 5000).then(() => 'blocked'),
      ]).catch((error) => {
        // Kept to ask later whether the listener heard it (lost, or only its echo late).
        chatUnanswered.push({
          text,
          open: s.ws.readyState === s.ws.OPEN,
          frames: s.frames.map(
            (f) =>
              `${f.msgId}${f.msgData?.status_code ? `:${f.msgData.status_code} ${f.msgData.message}` : ''}`,
          ),
        });
        m.chat = null;
        throw error;
      });
      // A refusal by rule (5 messages in 10 s) is an answer, not a failure: counted apart.
      if (f === 'sent') chatAcked.push(text);
      else chatRefused.push(text);
      return true;
    },
  };
  const weights = [
    ['balance', 4],
    ['transfer', 3],
    ['bet', 1],
    ['login', 1],
    ['chat', 1],
  ];
  const pick = () => {
    let r = Math.random() * 10;
    for (const [op, w] of weights) if ((r -= w) < 0) return op;
    return 'balance';
  };
  const t0 = Date.now();
  const until = t0 + SECONDS * 1000;
  if (kill) {
    setTimeout(
      async () => {
        const victim = cluster.processes[1];
        inFlightAtKill = inFlight;
        killedAt = Date.now();
        process.kill(victim.pid, 'SIGKILL');
      },
      (SECONDS * 1000) / 2,
    );
  }
  await Promise.all(
    members.map(async (m) => {
      while (Date.now() < until) {
        const op = pick();
        const start = performance.now();
        inFlight += 1;
        let ok = false;
        try {
          ok = await ops[op](m);
        } catch (error) {
          errorKinds.add(`${op} ${error instanceof Error ? error.message : String(error)}`);
          ok = false;
        }
        inFlight -= 1;
        record(op, performance.now() - start, ok);
        if (!ok) errorsAt.push({ op, at: Date.now() });
      }
    }),
  );
  const elapsed = (Date.now() - t0) / 1000;
  // Members' sockets closed from the kill until the load ended (the run's own closing comes later).
  const cutByKill = killedAt ? members.filter((m) => m.cutAt >= killedAt).length : 0;
  await new Promise((r) => setTimeout(r, 3000));
  stopping = true;

  // Checks.
  const sums = (
    await db.query(
      "SELECT coalesce(sum(balance),0)::bigint AS all, coalesce(sum(balance) FILTER (WHERE kind <> 'system'),0)::bigint AS members FROM ledger_accounts",
    )
  ).rows[0];
  const drift = (
    await db.query(
      'SELECT count(*)::int AS n FROM ledger_accounts a WHERE a.balance <> (SELECT coalesce(sum(amount),0) FROM ledger_entries e WHERE e.account_id = a.id)',
    )
  ).rows[0].n;
  const found = (
    await db.query(
      'SELECT count(DISTINCT request_id)::int AS n FROM ledger_transfers WHERE request_id = ANY($1)',
      [acked],
    )
  ).rows[0].n;
  // What the members staked on bets still open (or lost) and were paid back, from the bets' own table.
  const betMoney = (
    await db.query(
      "SELECT coalesce(sum(stake) FILTER (WHERE status IN ('pending', 'accepted', 'settled')), 0)::bigint AS staked, coalesce(sum(payout) FILTER (WHERE status = 'settled'), 0)::bigint AS paid FROM sport_bets",
    )
  ).rows[0];
  const betsFound = (
    await db.query(
      'SELECT count(DISTINCT request_id)::int AS n FROM ledger_transfers WHERE request_id = ANY($1)',
      [betsAcked],
    )
  ).rows[0].n;
  const missingChat = chatAcked.filter((t) => !heard.has(t)).length;
  // An unanswered message that is stored was lost on its way out; one that is not, on its way in.
  const unansweredStored = (
    await db.query('SELECT count(*)::int AS n FROM chat_messages WHERE body = ANY($1)', [
      chatUnanswered.map((u) => u.text),
    ])
  ).rows[0].n;
  let leaders = [];
  for (let i = 0; i < 10; i += 1) {
    leaders = [];
    for (const p of cluster.processes) {
      const r = await fetch(`http://127.0.0.1:${p.port}/dev/realtime`)
        .then((x) => x.json())
        .catch(() => null);
      if (r) leaders.push(r.leader);
    }
    if (leaders.filter(Boolean).length === 1) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const errorsAfterKill = killedAt ? errorsAt.filter((e) => e.at >= killedAt) : [];
  listener?.ws.close();
  for (const m of members) m.chat?.ws.close();
  await db.end();
  await stopCluster(cluster);
  return {
    processes,
    elapsed,
    stats,
    checks: {
      allAccountsSum: Number(sums.all),
      membersMoney: Number(sums.members),
      membersMoneyExpected: USERS * 100000 * 100 - Number(betMoney.staked) + Number(betMoney.paid),
      accountsNotMatchingEntries: drift,
      ackedTransfers: acked.length,
      ackedTransfersFound: found,
      ackedBets: betsAcked.length,
      ackedBetsFound: betsFound,
      chatAcked: chatAcked.length,
      chatMissingFromListener: missingChat,
      // Messages whose echo did not come back in 5 s: how many the listener heard anyway, and on
      // how many the sender's socket was still open when the wait ended.
      chatRefusedByRule: chatRefused.length,
      chatUnanswered: chatUnanswered.length,
      chatUnansweredHeard: chatUnanswered.filter((u) => heard.has(u.text)).length,
      chatUnansweredStored: unansweredStored,
      chatUnansweredSocketOpen: chatUnanswered.filter((u) => u.open).length,
      chatUnansweredFrames: [...new Set(chatUnanswered.flatMap((u) => u.frames))],
      listenerReconnects: reconnects,
      // Members' chat sockets the kill cut, and how many of those members chatted again on a new one.
      socketsCutByKill: cutByKill,
      socketsReopenedAfterKill,
      leadersAlive: leaders.filter(Boolean).length,
      killed: Boolean(kill),
      inFlightAtKill,
      errorsAfterKill: errorsAfterKill.length,
      errorsAfterKillLater: errorsAfterKill.filter((e) => e.at > killedAt + 3000).length,
      errorsAfterKillByCall: Object.fromEntries(
        Object.keys(ops).map((op) => [op, errorsAfterKill.filter((e) => e.op === op).length]),
      ),
      betsOffered: board.length,
      betRefusals: Object.fromEntries(betRefusals),
      errorKinds: Object.fromEntries(errorKinds.counts),
    },
  };
}

function table(results) {
  const ops = ['login', 'balance', 'transfer', 'bet', 'chat'];
  const lines = [
    '| call | ' + results.map((r) => `${r.processes} proc: calls/s | p95 ms | errors`).join(' | ') + ' |',
  ];
  lines.push('|' + ' --- |'.repeat(1 + results.length * 3));
  for (const op of ops)
    lines.push(
      `| ${op} | ` +
        results
          .map((r) => {
            const s = r.stats.get(op) ?? { ms: [], errors: 0 };
            return `${(s.ms.length / r.elapsed).toFixed(1)} | ${p95(s.ms).toFixed(0)} | ${s.errors}`;
          })
          .join(' | ') +
        ' |',
    );
  lines.push(
    '| all | ' +
      results
        .map((r) => {
          const all = [...r.stats.values()];
          const n = all.reduce((a, s) => a + s.ms.length, 0);
          return `${(n / r.elapsed).toFixed(1)} | ${p95(all.flatMap((s) => s.ms)).toFixed(0)} | ${all.reduce((a, s) => a + s.errors, 0)}`;
        })
        .join(' | ') +
      ' |',
  );
  return lines.join('\n');
}

const started = new Date().toISOString();
const load = [loadavg()[0]];
const one = await run(1, false);
load.push(loadavg()[0]);
const three = await run(3, false);
load.push(loadavg()[0]);
const killed = await run(3, true);
load.push(loadavg()[0]);
console.log(
  `\nscale test ${started}, ${SECONDS} s per run, ${USERS} virtual users; load average (1 min) ${load.map((l) => l.toFixed(1)).join(' → ')}`,
);
console.log(table([one, three, killed]));
for (const r of [one, three, killed])
  console.log(JSON.stringify({ processes: r.processes, killed: r.checks.killed, ...r.checks }));
