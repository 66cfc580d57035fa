import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/db';
import { addMetricsSource, httpDuration, registry } from '../realtime/metrics';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');
/** A readiness check that takes longer than this counts as down. */
const CHECK_MS = 2000;

/** The migration files this build expects to find applied (db/migrate.ts applies the same list). */
export function expectedMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export interface Ops {
  /** The gauges' sources, once the app has them (sockets, leadership). */
  attach(sources: { sockets(): number; leader(): boolean }): void;
  /** From now on /readyz answers 503: the balancer stops sending new requests here. */
  drain(): void;
  readonly draining: boolean;
}

/**
 * The operator's endpoints (issue 32): `/healthz` (the process answers: no dependency is
 * asked, so a slow database never gets a live process restarted), `/readyz` (database and
 * Redis answer, every migration of this build is applied, not draining: 503 otherwise, with
 * what failed), `/metrics` (Prometheus; with WORKERS > 1 this is one worker's view, the
 * primary serves the sum on METRICS_PORT), and the latency histogram of every request.
 */
export function installOps(app: FastifyInstance, options: { db: Db; redisUrl?: string | undefined }): Ops {
  const { db } = options;
  let draining = false;
  let sources: { sockets(): number; leader(): boolean } = { sockets: () => 0, leader: () => false };
  const removeSource = addMetricsSource({
    db,
    sockets: () => sources.sockets(),
    leader: () => sources.leader(),
    pool: () => db.poolStats?.() ?? null,
  });
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  redis?.on('error', () => undefined);
  const expected = expectedMigrations();

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  app.addHook('onClose', async () => {
    removeSource();
    redis?.disconnect();
  });

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', pid: process.pid }),
  );

  app.get('/readyz', async (_request, reply) => {
    const checks: Record<string, string> = {};
    const check = async (name: string, probe: () => Promise<string>) => {
      try {
        checks[name] = await within(CHECK_MS, probe());
      } catch (error) {
        checks[name] = `down: ${error instanceof Error ? error.message : String(error)}`;
      }
    };
    await Promise.all([
      check('database', async () => {
        const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
        const applied = new Set(rows.map((r) => r.name));
        const missing = expected.filter((f) => !applied.has(f));
        if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
        return 'ok';
      }),
      redis
        ? check('redis', async () => {
            if (redis.status === 'wait' || redis.status === 'end')
              await redis.connect().catch(() => undefined);
            const pong = await redis.ping();
            if (pong !== 'PONG') throw new Error(pong);
            return 'ok';
          })
        : Promise.resolve(),
    ]);
    if (draining) checks.process = 'down: shutting down';
    const ready = Object.values(checks).every((v) => v === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  app.get('/metrics', async (_request, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );

  return {
    attach(next) {
      sources = next;
    },
    drain() {
      draining = true;
    },
    get draining() {
      return draining;
    },
  };
}
