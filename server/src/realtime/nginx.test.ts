import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Header, SAFE_KEY_HEADER, safeHandshake, site, sports } from '@site/shared/contract';
import { decryptPayload, encryptPayload } from '@site/shared/cipher';
import { TestSocket } from '../chat/test-socket';
import { REPO_ROOT } from '../repo-root';
import {
  freePort,
  postApi,
  startPostgres,
  startProdServer,
  startRedis,
  waitFor,
  type ServerProcess,
  type Started,
} from './cluster-processes';
import { startNginx, type NginxProcess } from './nginx-process';

/**
 * deploy/nginx/site.conf.template as it is, in Debian's nginx, in front of two processes
 * started with `npm run start:prod` on one PostgreSQL and one Redis: round robin with no
 * sticky sessions, WebSocket upgrade, precompressed files passed through, versioned remote
 * files cached, /metrics kept off the public site, a stopping process left out.
 */
const REMOTE_JS = `/* mf-funds 9.9.9 */ ${'var x = "远程模块";\n'.repeat(400)}`;
let pg: Started;
let redis: Started;
let nginx: NginxProcess;
let staticRoot: string;
const servers: ServerProcess[] = [];

before(async () => {
  // The build output a process serves: the brands of the repository and one remote version
  // with the .br/.gz files the build writes beside it (the server tests run before the build).
  staticRoot = mkdtempSync(join(tmpdir(), 'site-static-'));
  cpSync(join(REPO_ROOT, 'host', 'brands'), join(staticRoot, 'host', 'brands'), { recursive: true });
  const version = join(staticRoot, 'mf-funds', 'dist', '9.9.9');
  mkdirSync(version, { recursive: true });
  writeFileSync(join(version, 'remoteEntry.js'), REMOTE_JS);
  writeFileSync(join(version, 'remoteEntry.js.br'), brotliCompressSync(REMOTE_JS));
  writeFileSync(join(version, 'remoteEntry.js.gz'), gzipSync(REMOTE_JS));

  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  const env = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    GATEWAY_SECRET: 'g'.repeat(40),
    STATIC_ROOT: staticRoot,
    SHUTDOWN_TIMEOUT_MS: '8000',
  };
  // Both at once, on an empty database: the migrations run under an advisory lock.
  servers.push(...(await Promise.all([startProdServer(env), startProdServer(env)])));
  nginx = await startNginx({ port: await freePort(), upstreams: servers.map((s) => `127.0.0.1:${s.port}`) });
});

after(async () => {
  try {
    await nginx?.stop();
    for (const s of servers) await s.stop();
  } finally {
    await redis?.stop();
    await pg?.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  }
});

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  postApi<T>(nginx.url, path, body, { uuid: 'nginx-test', headers });

const pidOf = async (): Promise<number> =>
  ((await (await fetch(`${nginx.url}/healthz`)).json()) as { pid: number }).pid;

describe('the nginx configuration in front of two production processes', () => {
  it('sends requests round robin to both processes, with no stickiness', async () => {
    const pids = new Set<number>();
    for (let i = 0; i < 6; i += 1) pids.add(await pidOf());
    assert.equal(pids.size, 2, `one process answered everything: ${[...pids].join(',')}`);
  });

  it('a safe-switch handshake through nginx opens every following encrypted call, whichever process answers', async () => {
    const shake = await post(safeHandshake.path, {}, { [Header.siteId]: '1002' });
    const { keyId, key } = safeHandshake.response.parse(shake.data);
    for (let i = 0; i < 4; i += 1) {
      const e = await post<string>(
        `/safe${site.preInfo.path}`,
        { data: encryptPayload({}, key) },
        { [Header.siteId]: '1002', [SAFE_KEY_HEADER]: keyId, encrypted: '1' },
      );
      assert.equal(e.status_code, 6000, `call ${i}: ${e.message}`);
      const data = decryptPayload<{ siteBaseConfig: { title: string } }>(e.data, key);
      assert.equal(data.siteBaseConfig.title, '皇冠体育');
    }
  });

  it('upgrades WebSockets, and odds pushes reach sockets on both processes', async () => {
    const ws = `${nginx.url.replace('http', 'ws')}/ws?clientType=web&siteId=1001`;
    const sockets = [await TestSocket.open(ws), await TestSocket.open(ws)];
    try {
      for (const s of sockets) await s.ask(sports.SportsMsg.SUBSCRIBE, { sportType: 'ALL' });
      for (const s of sockets) {
        const delta = await s.next(sports.SportsMsg.DELTA, () => true, 15_000);
        assert.ok(Array.isArray(delta.msgData?.markets));
      }
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('passes the precompressed remote files through and caches a published version', async () => {
    const url = `${nginx.url}/remotes/mf-funds/9.9.9/remoteEntry.js`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    assert.equal(br.status, 200);
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await br.text(), REMOTE_JS, 'decoded by fetch: the brotli file itself');
    const again = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    assert.equal(again.headers.get('x-cache-status'), 'HIT');
    await again.arrayBuffer();
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip', 'the gzip variant, not the cached brotli one');
    assert.equal(await gz.text(), REMOTE_JS);
  });

  it('keeps /metrics off the public site and passes the request id through', async () => {
    assert.equal((await fetch(`${nginx.url}/metrics`)).status, 404);
    assert.equal((await fetch(`${servers[0]?.url}/metrics`)).status, 200);
    const res = await fetch(`${nginx.url}/readyz`, { headers: { 'x-request-id': 'nginx-trace-0001' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('x-request-id'), 'nginx-trace-0001');
  });

  it('a process stopping with SIGTERM costs no request: nginx sends them to the other one', async () => {
    const stopping = servers[1] as ServerProcess;
    const stopped = stopping.stop();
    const answers: number[] = [];
    const until = Date.now() + 4000;
    while (Date.now() < until) answers.push((await fetch(`${nginx.url}/healthz`)).status);
    await stopped;
    for (let i = 0; i < 10; i += 1) answers.push((await fetch(`${nginx.url}/healthz`)).status);
    assert.deepEqual(
      answers.filter((s) => s !== 200),
      [],
    );
    await waitFor('one process left', async () => (await pidOf()) === (await pidOf()));
  });

  it('stops within its shutdown timeout while a WebSocket is still open (a stop never hangs on one)', async () => {
    const socket = await TestSocket.open(`${nginx.url.replace('http', 'ws')}/ws?clientType=web&siteId=1001`);
    try {
      const stopped = await Promise.race([
        nginx.stop().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 15_000).unref()),
      ]);
      assert.ok(stopped, 'nginx still waiting for the open WebSocket after 15 s');
    } finally {
      socket.close();
    }
  });
});
