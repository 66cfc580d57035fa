import { buildApp } from './app';
import { configFromEnv } from './config';

/** `pnpm --filter @site/server start`: one port for the API, the socket and every build. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const { app } = await buildApp({ ...config, logger: true });
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  console.log(`Site ready: http://${shown}:${config.port}/home`);
  if (config.devTools) console.log('Dev tools on: /dev/outbox, POST /dev/members');
  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('server failed to start:', error);
  process.exit(1);
});
