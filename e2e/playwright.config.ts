import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.mjs';

/**
 * End-to-end tests of the whole stack as `npm start` runs it: the server on one port
 * serving API, host, versioned remotes and brand manifests (fresh data folder per run),
 * plus a second origin serving remotes, to prove cross-origin remote loading.
 * Debian's Chromium only (PITFALLS.md: never a downloaded browser).
 */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 18080);
export const SECOND_ORIGIN_PORT = SITE_PORT + 1;

export default defineConfig({
  testDir: './tests',
  // Journeys take 10-35 s on a quiet 2-core machine; the limit leaves room for a busy one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_OUTPUT ? `${process.env.E2E_OUTPUT}.json` : 'test-results.json' }],
  ],
  // Separate folders for runs side by side (E2E_OUTPUT): each run empties its own.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: `node ./support/start-site.mjs`,
      url: `http://127.0.0.1:${SITE_PORT}/brands/index.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(SITE_PORT) },
    },
    {
      command: `node ./support/second-origin.mjs`,
      url: `http://127.0.0.1:${SECOND_ORIGIN_PORT}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      env: { SECOND_ORIGIN_PORT: String(SECOND_ORIGIN_PORT) },
    },
  ],
});
