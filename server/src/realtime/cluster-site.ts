import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import {
  startPostgres,
  startProdServer,
  startRedis,
  startServer,
  type ServerProcess,
  type Started,
} from './cluster-processes';
import { startNginx, type NginxProcess } from './nginx-process';

/**
 * The site as production runs it, on one machine: a throw-away PostgreSQL and Redis, N site
 * processes and deploy/nginx/site.conf.template in Debian's nginx in front of them on PORT.
 * Runs until SIGTERM / SIGINT, then stops everything it started.
 *
 *   SITE_PROCESSES=2 PORT=19120 node --import tsx src/realtime/cluster-site.ts
 *
 * SITE_MODE=e2e (the Playwright nginx project): the processes run `src/main.ts` with the dev
 * tools and test captchas the e2e journeys need, like e2e/support/start-site.mjs.
 * SITE_MODE=prod (default): `npm run start:prod`'s command, one worker per process.
 */
async function main(): Promise<void> {
  const count = Number(process.env.SITE_PROCESSES ?? 2);
  const port = Number(process.env.PORT ?? 19120);
  const mode = process.env.SITE_MODE === 'e2e' ? 'e2e' : 'prod';
  const uploads = mkdtempSync(join(tmpdir(), 'site-cluster-data-'));
  const started: { stop(): Promise<void> }[] = [];
  let nginx: NginxProcess | null = null;
  const stopAll = async () => {
    await nginx?.stop();
    for (const s of started.reverse()) await s.stop().catch(() => undefined);
    rmSync(uploads, { recursive: true, force: true });
  };
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stopAll().finally(() => process.exit(0));
    });

  try {
    await startAll(count, port, mode, uploads, started, (n) => (nginx = n));
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function startAll(
  count: number,
  port: number,
  mode: 'e2e' | 'prod',
  uploads: string,
  started: { stop(): Promise<void> }[],
  setNginx: (n: NginxProcess) => void,
): Promise<void> {
  const [pg, redis] = (await Promise.all([startPostgres(), startRedis()])) as [Started, Started];
  started.push(pg, redis);
  // nginx is in front, as in production (prod-settings.ts): client addresses come from X-Forwarded-For.
  const env: Record<string, string> = {
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    TRUST_PROXY: '127.0.0.1,::1',
  };
  const e2eEnv = {
    ...env,
    // Letter pictures are files: the processes share one folder, as machines share a volume.
    DATA_DIR: uploads,
    CAPTCHA_MODE: 'test',
    CODE_SEND_CAPTCHA: process.env.CODE_SEND_CAPTCHA ?? '0',
    EXTRA_BRANDS_DIR: join(REPO_ROOT, 'e2e', 'brands'),
    SPORTS_SYNTHETIC_BOARD: '1',
    WITHDRAW_AUTO_OPERATOR_DELAY_MS: process.env.WITHDRAW_AUTO_OPERATOR_DELAY_MS ?? '30000',
  };
  const prodEnv = { ...env, GATEWAY_SECRET: process.env.GATEWAY_SECRET ?? 's'.repeat(40) };
  const servers: ServerProcess[] = await Promise.all(
    Array.from({ length: count }, () => (mode === 'e2e' ? startServer(e2eEnv) : startProdServer(prodEnv))),
  );
  started.push(...servers);
  const nginx = await startNginx({ port, upstreams: servers.map((s) => `127.0.0.1:${s.port}`) });
  setNginx(nginx);
  console.log(
    JSON.stringify({
      msg: 'site ready behind nginx',
      url: nginx.url,
      mode,
      databaseUrl: pg.url,
      processes: servers.map((s) => ({ port: s.port, pid: s.child.pid })),
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
