import { buildApp } from './app';
import type { ServerConfig } from './config';
import { stopGracefully } from './realtime/shutdown';
import { drawHomeBanners } from './static/pages';

export interface ServeOptions {
  /** SHUTDOWN_TIMEOUT_MS: the bounded time of a graceful stop (default 25 000). */
  shutdownTimeoutMs: number;
  /** DRAIN_DELAY_MS: /readyz is 503 this long before the listener closes (default 0; 5 000 on Kubernetes). */
  drainDelayMs: number;
}

/**
 * One server process: build, listen, and on SIGTERM / SIGINT stop gracefully within the
 * bounded time (exit 0), or exit 1 when the time ran out or the stop failed.
 */
export async function serve(config: ServerConfig, options: ServeOptions): Promise<void> {
  const built = await buildApp({ ...config, logger: true });
  await built.app.listen({ port: config.port, host: config.host });
  drawHomeBanners(built.app, built.db).catch((error: unknown) =>
    built.app.log.warn({ err: error }, 'drawing the home banners at start failed'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    built.app.log.info({ signal }, 'stop requested');
    stopGracefully(built, { timeoutMs: options.shutdownTimeoutMs, drainDelayMs: options.drainDelayMs }).then(
      (done) => {
        if (!done) built.app.log.error({ timeoutMs: options.shutdownTimeoutMs }, 'shutdown timed out');
        process.exit(done ? 0 : 1);
      },
      (error: unknown) => {
        built.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** A whole number of ms from the environment, or `fallback`. */
export function msFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} is not a whole number of ms: ${value}`);
  return n;
}
