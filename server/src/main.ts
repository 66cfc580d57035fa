import { configFromEnv } from './config';
import { msFromEnv, serve } from './prod-serve';

/** `pnpm --filter @site/server start`: one port for the API, the socket and every build. */
async function main(): Promise<void> {
  const config = configFromEnv();
  await serve(config, {
    shutdownTimeoutMs: msFromEnv(process.env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    drainDelayMs: msFromEnv(process.env, 'DRAIN_DELAY_MS', 0),
  });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  console.log(`Site ready: http://${shown}:${config.port}/home`);
  if (config.devTools) console.log('Dev tools on: /dev/outbox, POST /dev/members');
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
