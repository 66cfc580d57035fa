import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:http';
import client from 'prom-client';
import { configFromEnv } from './config';
import { msFromEnv, serve } from './prod-serve';
import { prodSettings } from './prod-settings';

/**
 * `npm run start:prod` (issue 32): refuses unsafe settings, then runs WORKERS server
 * processes (node:cluster, one port shared; default one per CPU) on PostgreSQL and Redis. The
 * primary restarts a worker that dies, serves the summed metrics of all workers on
 * METRICS_PORT, and on SIGTERM / SIGINT stops every worker gracefully within
 * SHUTDOWN_TIMEOUT_MS (they drain, close sockets with 1012, finish requests, release the
 * leader lock), then kills what is left.
 */
const log = (level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) =>
  console.log(JSON.stringify({ level, time: Date.now(), pid: process.pid, role: 'primary', msg, ...extra }));

async function primary(): Promise<void> {
  const settings = prodSettings(process.env);
  configFromEnv(settings.env); // the workers' settings, checked once here
  const shutdownMs = msFromEnv(settings.env, 'SHUTDOWN_TIMEOUT_MS', 25_000);
  let stopping = false;
  const started = new Map<number, number>();

  const fork = (): Worker => {
    const worker = cluster.fork(settings.env);
    started.set(worker.id, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) return;
    log('error', 'worker died', { worker: worker.process.pid, code, signal, livedMs });
    // A worker that dies at start (bad config, database down) is not restarted in a tight loop.
    setTimeout(fork, livedMs < 10_000 ? 5000 : 0);
  });
  const metrics = new client.AggregatorRegistry();
  const metricsServer =
    settings.metricsPort > 0
      ? createServer((req, res) => {
          if (req.url !== '/metrics') {
            res.writeHead(404).end();
            return;
          }
          metrics.clusterMetrics().then(
            (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
            (error: unknown) => res.writeHead(500).end(String(error)),
          );
        }).listen(settings.metricsPort, settings.metricsHost)
      : null;

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping workers', { signal, timeoutMs: shutdownMs });
    metricsServer?.close();
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    for (const w of workers) w.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      const left = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
      log('error', 'workers did not stop in time: killed', { left: left.map((w) => w.process.pid) });
      for (const w of left) w.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownMs + 2000);
    deadline.unref();
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        log('info', 'stopped');
        process.exit(0);
      }
    }, 100);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // The first worker migrates and seeds an empty or older database; the others start once it
  // listens, so no two processes run the same migration at once.
  const first = fork();
  await new Promise<void>((resolve, reject) => {
    first.once('listening', () => resolve());
    first.once('exit', (code) => reject(new Error(`the first worker exited (${code}) before listening`)));
  });
  for (let i = 1; i < settings.workers; i += 1) fork();
  log('info', 'started', { workers: settings.workers, port: settings.env.PORT || 8080 });
}

async function worker(): Promise<void> {
  // The primary already refused unsafe settings; its env (with production defaults) is ours.
  // An AggregatorRegistry made in a worker is what answers the primary's metrics requests.
  new client.AggregatorRegistry();
  await serve(configFromEnv(process.env), {
    shutdownTimeoutMs: msFromEnv(process.env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    drainDelayMs: msFromEnv(process.env, 'DRAIN_DELAY_MS', 0),
  });
}

(cluster.isPrimary ? primary() : worker()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
