import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { prodRefusals } from '../prod-settings';
import { freePort, startPostgres, startRedis, waitFor, type Started } from './cluster-processes';
import { CLOSE_SERVICE_RESTART } from './shutdown';

const SERVER_DIR = join(import.meta.dirname, '..', '..');
const SAFE = {
  DATABASE_URL: 'postgres://db/site',
  REDIS_URL: 'redis://cache:6379',
  GATEWAY_SECRET: 'x'.repeat(40),
};

describe('production settings', () => {
  it('safe settings pass; each unsafe one is refused with its reason', () => {
    assert.deepEqual(prodRefusals(SAFE), []);
    assert.deepEqual(prodRefusals({ ...SAFE, WITHDRAW_AUTO_OPERATOR: 'off' }), []);
    const cases: [NodeJS.ProcessEnv, RegExp][] = [
      [{ ...SAFE, DATABASE_URL: '' }, /DATABASE_URL/],
      [{ ...SAFE, REDIS_URL: undefined }, /REDIS_URL/],
      [{ ...SAFE, DEV_TOOLS: '1' }, /DEV_TOOLS/],
      [{ ...SAFE, WITHDRAW_AUTO_OPERATOR: 'approve' }, /WITHDRAW_AUTO_OPERATOR=approve/],
      [{ ...SAFE, GATEWAY_SECRET: 'short' }, /GATEWAY_SECRET.*5 given/],
      [{ ...SAFE, GATEWAY_SECRET: undefined }, /GATEWAY_SECRET.*unset/],
      [{ ...SAFE, CAPTCHA_MODE: 'test' }, /CAPTCHA_MODE/],
      [{ ...SAFE, WORKERS: '0' }, /WORKERS/],
    ];
    for (const [env, reason] of cases) {
      const got = prodRefusals(env);
      assert.equal(got.length, 1, JSON.stringify(got));
      assert.match(got[0] ?? '', reason);
    }
  });

  it('the start command exits 1 with every reason on unsafe settings', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/prod.ts'], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, DEV_TOOLS: '1', WITHDRAW_AUTO_OPERATOR: 'approve' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.equal(r.status, 1);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'DEV_TOOLS', 'WITHDRAW_AUTO_OPERATOR', 'GATEWAY_SECRET'])
      assert.match(r.stderr, new RegExp(name), r.stderr);
  });
});

describe('npm run start:prod: two workers on PostgreSQL and Redis', () => {
  let pg: Started;
  let redis: Started;
  before(async () => {
    [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  });
  after(async () => {
    await redis?.stop();
    await pg?.stop();
  });

  it('is ready, sums metrics over workers, and on SIGTERM drains, closes sockets with 1012 and exits 0', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/prod.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...SAFE,
        DEV_TOOLS: '',
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        WORKERS: '2',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DRAIN_DELAY_MS: '1500',
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let logs = '';
    child.stdout?.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitFor(
        'two ready workers',
        async () => logs.includes('"msg":"started"') && (await fetch(`${base}/readyz`)).ok,
        90_000,
      );
      const ready = (await (await fetch(`${base}/readyz`)).json()) as { checks: Record<string, string> };
      assert.deepEqual(ready.checks, { database: 'ok', redis: 'ok' });
      assert.equal((await fetch(`${base}/healthz`)).status, 200);
      const res = await fetch(`${base}/home`, { headers: { 'request-id': 'trace-me-0001' } });
      assert.equal(res.headers.get('x-request-id'), 'trace-me-0001');

      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?clientType=web&siteId=1001`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      let seen = '';
      await waitFor('the leader', async () => {
        seen = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        return /^sportsbook_leader 1$/m.test(seen) && /^ws_open_sockets 1$/m.test(seen);
      }).catch((error: unknown) => {
        throw new Error(
          `${String(error)}\n${seen
            .split('\n')
            .filter((l) => /^(sportsbook|ws_)/.test(l))
            .join('\n')}`,
        );
      });
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      assert.match(text, /http_request_duration_seconds_bucket\{[^}]*route="\/readyz"/);
      assert.match(text, /db_pool_connections\{state="total"\} [1-9]/);
      assert.match(text, /^withdrawals_pending 0$/m);

      const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
      const t0 = Date.now();
      child.kill('SIGTERM');
      await waitFor('readiness to go 503', async () => (await fetch(`${base}/readyz`)).status === 503, 1400);
      assert.equal(await closed, CLOSE_SERVICE_RESTART);
      assert.equal(await exited, 0);
      assert.ok(Date.now() - t0 < 12_000, `stopped in ${Date.now() - t0} ms`);
      assert.match(logs, /"reqId":"trace-me-0001"/);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
