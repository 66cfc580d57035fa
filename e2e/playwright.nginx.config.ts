import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The nginx project (issue 32): a few journeys against two site processes on one PostgreSQL
 * and one Redis behind deploy/nginx/site.conf.template (round robin, no sticky sessions), so a
 * state that lives in one process's memory fails a test: a login on one process and the next
 * call on the other, a venue transfer and its records, chat across sockets on both.
 * server/src/realtime/cluster-site.ts starts it all (Debian's postgresql, redis-server, nginx).
 */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 19125);
const output = process.env.E2E_OUTPUT ?? 'test-results/nginx';

export default defineConfig({
  ...base,
  testMatch: ['auth.spec.ts', 'funds.spec.ts', 'chat.spec.ts'],
  // Two processes, PostgreSQL, Redis and nginx share the runner's cores with the browser.
  timeout: 90_000,
  reporter: [['list'], ['json', { outputFile: `${output}.json` }]],
  outputDir: output,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node --import tsx src/realtime/cluster-site.ts',
    cwd: '../server',
    url: `http://127.0.0.1:${PORT}/brands/index.json`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { SITE_MODE: 'e2e', SITE_PROCESSES: '2', PORT: String(PORT) },
  },
});
