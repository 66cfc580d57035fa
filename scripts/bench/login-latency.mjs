// Login latency at 20 concurrent logins, next to bare scrypt throughput on the same machine.
// The password hash (scrypt N=2^17, r=8, p=1) is the floor of a login's cost: logins per
// second divided by bare hashes per second says how much everything else adds.
import { createHash, scrypt } from 'node:crypto';
import { cpus } from 'node:os';
import { median, table } from './lib.mjs';
import { startSite } from './server.mjs';

export const name = 'login-latency';
export const title = 'Login latency at 20 concurrent logins vs bare scrypt';

const CONCURRENCY = 20;
const ROUNDS = 3;
/** The server's parameters (server/src/session/passwords.ts). */
const SCRYPT = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };

/** @param {number[]} sorted @param {number} q */
function quantile(sorted, q) {
  const i = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? NaN;
}

/** @param {string} baseUrl @param {string} path @param {unknown} body */
async function post(baseUrl, path, body) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'site-id': '1001', timestamp: String(Date.now()) },
    body: JSON.stringify(body),
  });
  return /** @type {{status_code: number, message: string, data: any}} */ (await res.json());
}

/** Wall time of `count` scrypt hashes started at once (libuv runs them on its pool). */
async function bareScrypt(count) {
  const started = performance.now();
  await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise((resolve, reject) =>
          scrypt(`pw${i}`, `salt${i}`, 32, SCRYPT, (e, k) => (e ? reject(e) : resolve(k))),
        ),
    ),
  );
  return performance.now() - started;
}

/** @param {import('./benchmarks.mjs').BenchContext} ctx */
export async function run(ctx) {
  // Its own server: dev tools (to create members) and test captchas (any answer passes).
  const site = await startSite({
    repoRoot: ctx.repoRoot,
    port: 18110,
    env: { DEV_TOOLS: '1', CAPTCHA_MODE: 'test' },
  });
  try {
    const members = [];
    for (let i = 0; i < CONCURRENCY; i++) {
      const res = await fetch(`${site.baseUrl}/dev/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      members.push(/** @type {{name: string, password: string}} */ (await res.json()));
    }
    /** @type {number[]} */
    const latencies = [];
    /** @type {number[]} */
    const loginWalls = [];
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      await Promise.all(
        members.map(async (m) => {
          const t0 = performance.now();
          const body = await post(site.baseUrl, '/site/api/v1/user/login', {
            isAgent: 0,
            name: m.name,
            password: createHash('md5').update(m.password).digest('hex'),
            kaptchcate: 0,
            codeId: 'bench',
          });
          if (body.status_code !== 6000) throw new Error(`login failed: ${body.status_code} ${body.message}`);
          latencies.push(performance.now() - t0);
        }),
      );
      loginWalls.push(performance.now() - started);
      ctx.log(
        `  round ${round + 1}/${ROUNDS}: ${CONCURRENCY} logins in ${Math.round(loginWalls.at(-1) ?? 0)} ms`,
      );
    }
    /** @type {number[]} */
    const scryptWalls = [];
    for (let round = 0; round < ROUNDS; round++) scryptWalls.push(await bareScrypt(CONCURRENCY));
    const sorted = [...latencies].sort((a, b) => a - b);
    const loginsPerSecond = (CONCURRENCY * 1000) / median(loginWalls);
    const hashesPerSecond = (CONCURRENCY * 1000) / median(scryptWalls);
    return {
      method: `${CONCURRENCY} members log in at once over HTTP (user/login, md5 password, test captcha mode), ${ROUNDS} rounds; latency per request from fetch start to the parsed envelope. Bare scrypt: ${CONCURRENCY} hashes at the server's parameters (N=2^17, r=8, p=1) started at once in the benchmark process, ${ROUNDS} rounds. Both use libuv's default pool of 4 threads on ${cpus().length} CPUs.`,
      logins: latencies.length,
      p50Ms: Math.round(quantile(sorted, 0.5)),
      p95Ms: Math.round(quantile(sorted, 0.95)),
      maxMs: Math.round(sorted.at(-1) ?? NaN),
      loginsPerSecond: Number(loginsPerSecond.toFixed(2)),
      bareScryptPerSecond: Number(hashesPerSecond.toFixed(2)),
      ratio: Number((loginsPerSecond / hashesPerSecond).toFixed(2)),
    };
  } finally {
    await site.stop();
  }
}

/** @param {Awaited<ReturnType<typeof run>>} r */
export function report(r) {
  return table([
    ['logins', 'p50', 'p95', 'max', 'logins/s', 'bare scrypt/s', 'ratio'],
    [
      String(r.logins),
      `${r.p50Ms} ms`,
      `${r.p95Ms} ms`,
      `${r.maxMs} ms`,
      String(r.loginsPerSecond),
      String(r.bareScryptPerSecond),
      String(r.ratio),
    ],
  ]);
}
