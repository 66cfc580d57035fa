// Money transfers per second through the HTTP API at 50 concurrent clients (issue 4):
// center -> venue and back (game venue/transfer, each a ledger pair in one transaction,
// idempotent on request-id), on the embedded PGlite and on PostgreSQL, next to pgbench's
// built-in TPC-B on that same server as the physical reference. PostgreSQL is the one named
// by BENCH_DATABASE_URL (a user who may CREATE DATABASE), else a throwaway cluster of
// Debian's postgresql started here (postgres.mjs; installed with apt-get when missing).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { table } from './lib.mjs';
import { startPostgres } from './postgres.mjs';
import { startSite } from './server.mjs';

export const name = 'transfers';
export const title = 'Transfers per second at 50 concurrent clients (PGlite, PostgreSQL, pgbench TPC-B)';

const CLIENTS = 50;
const SECONDS = Number(process.env.BENCH_TRANSFER_SECONDS ?? 15);

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
 * @param {{ baseUrl: string, pid?: number | undefined }} site
 * @returns {Promise<{ok: number, failed: number, tps: number, serverCpuMsPerTransfer: number}>}
 */
async function drive({ baseUrl, pid }) {
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
  const cpuBefore = cpuSeconds(pid);
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (m, i) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const res = await fetch(`${baseUrl}/game/api/v1/venue/transfer`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            token: m.token,
            'site-id': '1001',
            timestamp: String(Date.now()),
            'request-id': randomUUID(),
          },
          body: JSON.stringify({ channelCode: i % 2 ? 'AG' : 'PG', amount: '1.01', ty: n % 2 ? 2 : 1 }),
        });
        const body = /** @type {{status_code: number}} */ (await res.json());
        if (body.status_code === 6000) ok++;
        else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, ok + failed);
  return {
    ok,
    failed,
    tps: Number((ok / elapsed).toFixed(1)),
    serverCpuMsPerTransfer: Number(cpuMs.toFixed(2)),
  };
}

/** @param {string} url */
function pgbench(url) {
  execFileSync('pgbench', ['-i', '-q', '-s', '10', url], { stdio: 'ignore' });
  const out = execFileSync('pgbench', ['-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), url], {
    encoding: 'utf8',
  });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  return tps ? Number(Number(tps).toFixed(1)) : null;
}

/** @param {import('./run-all.mjs').BenchContext} ctx */
export async function run(ctx) {
  /** @type {Record<string, unknown>} */
  const result = {
    method: `${CLIENTS} members (one HTTP client each, keep-alive fetch) transfer 1.01 yuan center -> venue and back for ${SECONDS} s, each call with a fresh request-id; tps = successful transfers / elapsed seconds. pgbench: TPC-B (built-in), scale 10, ${CLIENTS} clients, 2 threads, ${SECONDS} s, on the same PostgreSQL.`,
  };
  // Beside the benchmark site's own port (BENCH_PORT), so a run stays in its port range.
  const basePort = Number(new URL(ctx.baseUrl).port);
  if (process.env.BENCH_TRANSFER_PGLITE !== '0') {
    const pglite = await startSite({ repoRoot: ctx.repoRoot, port: basePort + 2, env: { DEV_TOOLS: '1' } });
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
    await onPostgres(ctx, admin, basePort, result);
  } finally {
    own?.stop();
  }
  return result;
}

/**
 * @param {import('./run-all.mjs').BenchContext} ctx
 * @param {string} admin
 * @param {number} basePort
 * @param {Record<string, unknown>} result
 */
async function onPostgres(ctx, admin, basePort, result) {
  const db = `bench_transfers_${process.pid}`;
  const pgdb = `bench_pgbench_${process.pid}`;
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${db}`]);
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${pgdb}`]);
  try {
    const pg = await startSite({
      repoRoot: ctx.repoRoot,
      port: basePort + 3,
      env: { DEV_TOOLS: '1', DATABASE_URL: withDatabase(admin, db) },
    });
    try {
      result.postgres = await drive(pg);
      ctx.log(`  PostgreSQL: ${JSON.stringify(result.postgres)}`);
    } finally {
      await pg.stop();
    }
    result.pgbenchTps = pgbench(withDatabase(admin, pgdb));
    const pgTps = /** @type {{tps: number}} */ (result.postgres).tps;
    if (typeof result.pgbenchTps === 'number')
      result.ratioToPgbench = Number((pgTps / result.pgbenchTps).toFixed(3));
  } finally {
    execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]);
    execFileSync('psql', [admin, '-qc', `DROP DATABASE IF EXISTS ${pgdb} WITH (FORCE)`]);
  }
}

/** @param {any} r */
export function report(r) {
  const row = (/** @type {string} */ label, /** @type {any} */ x) =>
    typeof x === 'object' && x
      ? [label, String(x.tps), String(x.ok), String(x.failed), String(x.serverCpuMsPerTransfer ?? '-')]
      : [label, String(x ?? '-'), '-', '-', '-'];
  return table([
    ['database', 'transfers/s', 'ok', 'failed', 'server CPU ms / transfer'],
    row('PGlite (embedded)', r.pglite),
    row('PostgreSQL', r.postgres),
    ['pgbench TPC-B tps', String(r.pgbenchTps ?? '-'), '-', '-', '-'],
    ['PostgreSQL / pgbench', String(r.ratioToPgbench ?? '-'), '-', '-', '-'],
  ]);
}
