import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header } from '@site/shared/contract';

/**
 * What the two-process test starts: a throw-away PostgreSQL cluster (Debian's postgresql,
 * installed with apt-get when missing, like the test command installs redis-server and
 * Chromium), a Redis, and real `node` server processes.
 */
function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(address && typeof address === 'object' ? address.port : null));
    });
  });
}

const taken = new Set<number>();

/**
 * A free port: from CLUSTER_TEST_PORT upwards when set (a machine where each developer
 * has a port range), otherwise one the system picks.
 */
export async function freePort(): Promise<number> {
  const base = Number(process.env.CLUSTER_TEST_PORT);
  if (!base) {
    const port = await listenable(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  for (let port = base; port < base + 20; port += 1) {
    if (taken.has(port)) continue;
    if ((await listenable(port)) !== null) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${base}..${base + 19}`);
}

export function aptInstall(pkg: string): void {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', pkg],
  ]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd as string, rest, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`could not install ${pkg} with apt-get`);
  }
}

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'postgres'))) return join(base, v, 'bin');
  return null;
}

/** Runs a command as the postgres user when this process is root (PostgreSQL refuses root). */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export async function waitFor(what: string, probe: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not come up in ${ms} ms`);
}

export interface Started {
  url: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<Started> {
  let bin = postgresBin();
  if (!bin) {
    aptInstall('postgresql');
    bin = postgresBin();
    if (!bin) throw new Error('postgresql installed but no postgres binary found');
  }
  const dir = mkdtempSync(join(tmpdir(), 'site-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const [initCmd, initArgs] = asPostgres(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { stdio: 'ignore' });
  if (init.status !== 0) throw new Error('initdb failed');
  const port = await freePort();
  const [cmd, args] = asPostgres(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-h',
    '127.0.0.1',
    '-c',
    'fsync=off',
  ]);
  // The server's log in its folder (PG_LOG=1: on this process's stderr), for a failure's cause.
  const log = process.env.PG_LOG ? 'inherit' : openSync(join(dir, 'postgres.log'), 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', log] });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pg = (await import('pg')).default;
  await waitFor('postgres', async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('SELECT 1');
      return true;
    } finally {
      await c.end().catch(() => undefined);
    }
  });
  const stop = async (): Promise<void> => {
    // pg_ctl as the cluster's owner: a signal to runuser would not surely reach postgres.
    const [ctl, ctlArgs] = asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate']);
    spawnSync(ctl, ctlArgs, { stdio: 'ignore' });
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

export async function startRedis(): Promise<Started> {
  if (!existsSync('/usr/bin/redis-server')) aptInstall('redis-server');
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  await waitFor('redis', async () => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } finally {
      probe.disconnect();
    }
  });
  return { url, stop: () => stopChild(child) };
}

export interface ServerProcess extends Started {
  child: ChildProcess;
  port: number;
}

/** One real server process (`node --import tsx src/main.ts`), ready when /home answers. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DEV_TOOLS: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('server', async () => (await fetch(`${url}/dev/realtime`)).ok, 60_000);
  return { url, port, child, stop: () => stopChild(child) };
}

/**
 * One site process as production starts it: `npm run start:prod`'s command (the cluster
 * primary of prod.ts with WORKERS workers, one by default), ready when /readyz answers 200.
 * `env` needs at least DATABASE_URL, REDIS_URL and GATEWAY_SECRET.
 */
export async function startProdServer(
  env: Record<string, string>,
  options: { port?: number; workers?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/prod.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      PATH: process.env.PATH,
      ...env,
      PORT: String(port),
      HOST: env.HOST ?? '127.0.0.1',
      WORKERS: String(options.workers ?? 1),
      METRICS_PORT: env.METRICS_PORT ?? '0',
    },
    stdio: ['ignore', env.SITE_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`start:prod on ${port} exited (${code}) before ready`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitFor('start:prod', async () => (await fetch(`${url}/readyz`)).ok, 120_000), exited]);
  return { url, port, child, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess, then: () => void = () => undefined): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      then();
      resolve();
      return;
    }
    child.once('exit', () => {
      then();
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A player API call to a started process (or to nginx in front of them) with the headers every
 * call carries (SPEC §7); answers the envelope. `uuid` names the test in the server's records.
 */
export async function postApi<T>(
  baseUrl: string,
  path: string,
  body: unknown,
  { uuid, headers = {} }: { uuid: string; headers?: Record<string, string> },
): Promise<{ status_code: number; message: string; data: T }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: {
      [Header.siteId]: '1001',
      [Header.timestamp]: String(Date.now()),
      [Header.uuid]: uuid,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status_code: number; message: string; data: T };
}
