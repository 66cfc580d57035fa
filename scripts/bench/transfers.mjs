// Money transfers per second through the HTTP API at 50 concurrent clients (issue 4):
// center -> venue and back (game venue/transfer, each a ledger pair in one transaction,
// idempotent on request-id), on the embedded PGlite and on PostgreSQL, next to pgbench's
// built-in TPC-B on that same server as the physical reference. PostgreSQL is the one named
// by BENCH_DATABASE_URL (a user who may CREATE DATABASE), else a throwaway cluster of
// Debian's postgresql started here (postgres.mjs; installed with apt-get when missing).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { table } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { startSite } from './server.mjs';

export const name = 'transfers';
export const title = 'Transfers per second at 50 concurrent clients (PGlite, PostgreSQL, pgbench TPC-B)';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_TRANSFER_SECONDS ?? 15);
/**
 * BENCH_TRANSFER_POOL: the site's PostgreSQL pool (DATABASE_POOL_MAX) for the run; unset, the
 * server's default (10). 50 (pgbench's connections) measured no better than 10 here.
 */
const POOL = process.env.BENCH_TRANSFER_POOL || '';

/** @param {string} url @param {string} db */
function withDatabase(url, db) {
  const [base = '', query] = url.split('?');
  return `${base.slice(0, base.lastIndexOf('/'))}/${db}${query ? `?${query}` : ''}`;
}

/**
 * CPU seconds (user + system) the process has used, from /proc (Linux); NaN elsewhere.
 * Per transfer, it is the figure a busy shared machine distorts least.
 * @param {number | undefined} pid
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return NaN;
  }
}

/**
 * POSTs JSON on a keep-alive socket of `agent` and answers the parsed body. node:http, not
 * fetch: undici's fetch cost about 0.6 ms of CPU per call here, on the same 2 cores as the
 * server and the database (pgbench's own client is C).
 * @param {Agent} agent @param {string} url @param {Record<string, string>} headers @param {string} body
 * @returns {Promise<unknown>}
 */
function post(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The bench sites' settings: dev tools (members with a balance), and the cap of connections per
 * address (64, http/connections.ts) lifted: the load generator's 50 keep-alive sockets stand for
 * 50 players on 50 addresses, and the sign-up calls' own pool is still open beside them.
 */
const SITE_ENV = { DEV_TOOLS: '1', MAX_CONNECTIONS_PER_ADDRESS: '1000' };

/** The 1-minute load average, two decimals. */
const load1 = () => Number((loadavg()[0] ?? NaN).toFixed(2));

/**
 * @param {{ baseUrl: string, pid?: number | undefined }} site
 * @param {() => number} [databaseCpu]  CPU seconds of the PostgreSQL server so far, when the cluster is ours
 * @returns {Promise<{ok: number, failed: number, tps: number, serverCpuMsPerTransfer: number, clientCpuMsPerTransfer: number, databaseCpuMsPerTransfer: number | null, loadAverage1m: number[]}>}
 */
async function drive({ baseUrl, pid }, databaseCpu) {
  const members = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const res = await fetch(`${baseUrl}/dev/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"balance":"100000"}',
      });
      return /** @type {{token: string}} */ (await res.json());
    }),
  );
  let ok = 0;
  let failed = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const cpuBefore = cpuSeconds(pid);
  const clientBefore = process.cpuUsage();
  const databaseBefore = databaseCpu?.() ?? NaN;
  const loadBefore = load1();
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (m, i) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const body = /** @type {{status_code: number}} */ (
          await post(
            agent,
            `${baseUrl}/game/api/v1/venue/transfer`,
            {
              token: m.token,
              'site-id': '1001',
              timestamp: String(Date.now()),
              'request-id': randomUUID(),
            },
            JSON.stringify({ channelCode: i % 2 ? 'AG' : 'PG', amount: '1.01', ty: n % 2 ? 2 : 1 }),
          )
        );
        if (body.status_code === 6000) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const calls = Math.max(1, ok + failed);
  const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / calls;
  const client = process.cpuUsage(clientBefore);
  const databaseSeconds = (databaseCpu?.() ?? NaN) - databaseBefore;
  return {
    ok,
    failed,
    tps: Number((ok / elapsed).toFixed(1)),
    serverCpuMsPerTransfer: Number(cpuMs.toFixed(2)),
    // The load generator shares the machine: what it costs, beside the server and the database.
    clientCpuMsPerTransfer: Number(((client.user + client.system) / 1000 / calls).toFixed(2)),
    databaseCpuMsPerTransfer: Number.isFinite(databaseSeconds)
      ? Number(((databaseSeconds * 1000) / calls).toFixed(2))
      : null,
    loadAverage1m: [loadBefore, load1()],
  };
}

/** CPU seconds of this process's reaped children (cutime + cstime): pgbench's own CPU. */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * pgbench's TPC-B at the same concurrency, and the database's CPU per transaction of it.
 * @param {string} url
 * @param {(() => number) | undefined} databaseCpu
 */
function pgbench(url, databaseCpu) {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const before = databaseCpu?.() ?? NaN;
  const clientBefore = childrenCpuSeconds();
  const out = execFileSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url], {
    encoding: 'utf8',
  });
  const databaseSeconds = (databaseCpu?.() ?? NaN) - before;
  const clientSeconds = childrenCpuSeconds() - clientBefore;
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  const done = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN);
  return {
    tps: tps ? Number(Number(tps).toFixed(1)) : null,
    databaseCpuMsPerTransaction:
      Number.isFinite(databaseSeconds) && done > 0
        ? Number(((databaseSeconds * 1000) / done).toFixed(2))
        : null,
    clientCpuMsPerTransaction:
      Number.isFinite(clientSeconds) && done > 0 ? Number(((clientSeconds * 1000) / done).toFixed(3)) : null,
  };
}

/** @param {import('./benchmarks.mjs').BenchContext} ctx */
export async function run(ctx) {
  /** @type {Record<string, unknown>} */
  const result = {
    method: `${CLIENTS} members (one HTTP client each: node:http, keep-alive agent) transfer 1.01 yuan center -> venue and back for ${SECONDS} s, each call with a fresh request-id; tps = successful transfers / elapsed seconds. The site is one server process (npm start's way) on PostgreSQL, pool ${POOL ? `DATABASE_POOL_MAX=${POOL}` : 'the default 10 connections'}. pgbench: TPC-B (built-in), scale 10, ${CLIENTS} clients, 2 threads, ${SECONDS} s, on the same PostgreSQL, right after. CPU per transfer (user + system, /proc): the site process, this load generator, and the PostgreSQL server (postmaster, its children and the children it reaped); pgbench's database CPU the same way. Load averages (1 min) at the start and end of each run.`,
  };
  // Beside the benchmark site's own port (BENCH_PORT), so a run stays in its port range.
  const basePort = Number(new URL(ctx.baseUrl).port);
  if (process.env.BENCH_TRANSFER_PGLITE !== '0') {
    const pglite = await startSite({ repoRoot: ctx.repoRoot, port: basePort + 2, env: SITE_ENV });
    try {
      result.pglite = await drive(pglite);
      ctx.log(`  PGlite: ${JSON.stringify(result.pglite)}`);
    } finally {
      await pglite.stop();
    }
  }
  const own = process.env.BENCH_DATABASE_URL ? null : startPostgres(basePort + 9);
  const admin = process.env.BENCH_DATABASE_URL ?? /** @type {{url: string}} */ (own).url;
  result.postgresServer = own ? `throwaway cluster, ${own.settings}` : 'BENCH_DATABASE_URL';
  try {
    await onPostgres(ctx, admin, basePort, result, own?.cpuSeconds);
  } finally {
    own?.stop();
  }
  return result;
}

/**
 * @param {import('./benchmarks.mjs').BenchContext} ctx
 * @param {string} admin
 * @param {number} basePort
 * @param {Record<string, unknown>} result
 * @param {(() => number) | undefined} databaseCpu
 */
async function onPostgres(ctx, admin, basePort, result, databaseCpu) {
  const db = `bench_transfers_${process.pid}`;
  const pgdb = `bench_pgbench_${process.pid}`;
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${db}`]);
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${pgdb}`]);
  try {
    const pg = await startSite({
      repoRoot: ctx.repoRoot,
      port: basePort + 3,
      env: {
        ...SITE_ENV,
        DATABASE_URL: withDatabase(admin, db),
        ...(POOL ? { DATABASE_POOL_MAX: POOL } : {}),
      },
    });
    try {
      result.postgres = await drive(pg, databaseCpu);
      ctx.log(`  PostgreSQL: ${JSON.stringify(result.postgres)}`);
    } finally {
      await pg.stop();
    }
    const loadBefore = load1();
    const bench = pgbench(withDatabase(admin, pgdb), databaseCpu);
    result.pgbenchTps = bench.tps;
    result.pgbenchDatabaseCpuMsPerTransaction = bench.databaseCpuMsPerTransaction;
    result.pgbenchClientCpuMsPerTransaction = bench.clientCpuMsPerTransaction;
    result.pgbenchLoadAverage1m = [loadBefore, load1()];
    const pgTps = /** @type {{tps: number}} */ (result.postgres).tps;
    if (typeof result.pgbenchTps === 'number')
      result.ratioToPgbench = Number((pgTps / result.pgbenchTps).toFixed(3));
    // What the ratio would be if both got the same CPU: pgbench's CPU per transaction (client +
    // database) over a transfer's (site + load generator + database). A busy shared machine
    // moves it far less than the throughput ratio, which also measures who got the cores.
    const site =
      /** @type {{serverCpuMsPerTransfer: number, clientCpuMsPerTransfer: number, databaseCpuMsPerTransfer: number | null}} */ (
        result.postgres
      );
    const transferCpu =
      site.serverCpuMsPerTransfer + site.clientCpuMsPerTransfer + (site.databaseCpuMsPerTransfer ?? NaN);
    const pgbenchCpu = (bench.databaseCpuMsPerTransaction ?? NaN) + (bench.clientCpuMsPerTransaction ?? NaN);
    if (Number.isFinite(transferCpu) && Number.isFinite(pgbenchCpu))
      result.cpuRatioToPgbench = Number((pgbenchCpu / transferCpu).toFixed(3));
  } finally {
    execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]);
    execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${pgdb} WITH (FORCE)`]);
  }
}

/** @param {any} r */
export function report(r) {
  const ms = (/** @type {unknown} */ v) => (v === null || v === undefined ? '-' : String(v));
  const row = (/** @type {string} */ label, /** @type {any} */ x) =>
    typeof x === 'object' && x
      ? [
          label,
          String(x.tps),
          String(x.ok),
          String(x.failed),
          ms(x.serverCpuMsPerTransfer),
          ms(x.databaseCpuMsPerTransfer),
          ms(x.clientCpuMsPerTransfer),
          (x.loadAverage1m ?? []).join(' -> ') || '-',
        ]
      : [label, String(x ?? '-'), '-', '-', '-', '-', '-', '-'];
  return table([
    ['database', 'transfers/s', 'ok', 'failed', 'site CPU ms', 'database CPU ms', 'client CPU ms', 'load 1m'],
    row('PGlite (embedded)', r.pglite),
    row('PostgreSQL', r.postgres),
    [
      'pgbench TPC-B tps',
      String(r.pgbenchTps ?? '-'),
      '-',
      '-',
      '-',
      ms(r.pgbenchDatabaseCpuMsPerTransaction),
      ms(r.pgbenchClientCpuMsPerTransaction),
      (r.pgbenchLoadAverage1m ?? []).join(' -> ') || '-',
    ],
    ['PostgreSQL / pgbench', String(r.ratioToPgbench ?? '-'), '-', '-', '-', '-', '-', '-'],
    ['CPU per transaction, pgbench / site', String(r.cpuRatioToPgbench ?? '-'), '-', '-', '-', '-', '-', '-'],
  ]);
}
