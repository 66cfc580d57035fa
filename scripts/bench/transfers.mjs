// Money transfers per second through the HTTP API at 50 concurrent clients (issue 4):
// center -> venue and back (game venue/transfer, each a ledger pair in one transaction,
// idempotent on request-id), on the embedded PGlite and, when BENCH_DATABASE_URL names a
// PostgreSQL database the user may create databases beside, on PostgreSQL too, next to
// pgbench's built-in TPC-B on that same server as the physical reference.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { table } from './lib.mjs';
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

/** @param {string} baseUrl @returns {Promise<{ok: number, failed: number, tps: number}>} */
async function drive(baseUrl) {
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
  return { ok, failed, tps: Number((ok / elapsed).toFixed(1)) };
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
  const pglite = await startSite({ repoRoot: ctx.repoRoot, port: 18120, env: { DEV_TOOLS: '1' } });
  try {
    result.pglite = await drive(pglite.baseUrl);
    ctx.log(`  PGlite: ${JSON.stringify(result.pglite)}`);
  } finally {
    await pglite.stop();
  }
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) {
    result.postgres = 'skipped: set BENCH_DATABASE_URL (a PostgreSQL the user may CREATE DATABASE on)';
    return result;
  }
  const db = `bench_transfers_${process.pid}`;
  const pgdb = `bench_pgbench_${process.pid}`;
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${db}`]);
  execFileSync('psql', [admin, '-qc', `CREATE DATABASE ${pgdb}`]);
  try {
    const pg = await startSite({
      repoRoot: ctx.repoRoot,
      port: 18121,
      env: { DEV_TOOLS: '1', DATABASE_URL: withDatabase(admin, db) },
    });
    try {
      result.postgres = await drive(pg.baseUrl);
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
  return result;
}

/** @param {any} r */
export function report(r) {
  const row = (/** @type {string} */ label, /** @type {any} */ x) =>
    typeof x === 'object' && x
      ? [label, String(x.tps), String(x.ok), String(x.failed)]
      : [label, String(x ?? '-'), '-', '-'];
  return table([
    ['database', 'transfers/s', 'ok', 'failed'],
    row('PGlite (embedded)', r.pglite),
    row('PostgreSQL', r.postgres),
    ['pgbench TPC-B tps', String(r.pgbenchTps ?? '-'), '-', '-'],
    ['PostgreSQL / pgbench', String(r.ratioToPgbench ?? '-'), '-', '-'],
  ]);
}
