// Small helpers shared by the benchmarks: sizes, statistics, the browser, the table.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
// The e2e package is not a dependency of the root scripts (they run from a plain checkout with
// node): a relative path to its one launch-options file, read-only tooling, not product code.
// eslint-disable-next-line import-x/no-relative-packages
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */

/** Launch options every benchmark browser uses: the e2e tests' own (e2e/support/chromium.mjs). */
export const CHROMIUM_OPTIONS = CHROMIUM_LAUNCH;

/** Viewport and locale of every benchmark page (the e2e tests use the same). */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/**
 * Playwright's `chromium`, taken from the e2e package (the only package that depends on
 * `@playwright/test`), so the benchmarks need no dependency of their own.
 * @returns {import('@playwright/test').BrowserType}
 */
export function playwrightChromium() {
  const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
  return require('@playwright/test').chromium;
}

/**
 * Size of `body` after gzip at level 9: what a gzip-serving CDN would send, independent
 * of whether our server compresses.
 * @param {Buffer | string} body
 * @returns {number} bytes
 */
export function gzipSize(body) {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Median of a list of numbers (mean of the middle two for an even count).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? NaN;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2;
}

/**
 * Bytes as a human figure with the exact count beside it, e.g. `123.4 KiB (126,345 B)`.
 * @param {number} bytes
 * @returns {string}
 */
export function formatBytes(bytes) {
  const exact = `${bytes.toLocaleString('en-US')} B`;
  if (bytes < 1024) return exact;
  return `${(bytes / 1024).toFixed(1)} KiB (${exact})`;
}

/**
 * Milliseconds rounded to whole ms, e.g. `1,234 ms`.
 * @param {number} ms
 * @returns {string}
 */
export function formatMs(ms) {
  return `${Math.round(ms).toLocaleString('en-US')} ms`;
}

/**
 * A plain-text table: the first row is the header; columns after the first are right-aligned.
 * @param {string[][]} rows
 * @returns {string}
 */
export function table(rows) {
  const header = rows[0] ?? [];
  const widths = header.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)));
  /** @param {string[]} r */
  const line = (r) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.slice(1).map(line)].join('\n');
}

/**
 * Waits until `/home` is rendered: the home grid is visible, no section still shows its
 * loading skeleton, and the network has been idle for 500 ms. A fallback card (a remote
 * that failed) makes the measurement worthless, so it throws.
 * @param {Page} page
 * @param {number} [timeout]
 */
export async function waitForHomeRendered(page, timeout = 60_000) {
  await page.locator('[data-testid="home"]').waitFor({ state: 'visible', timeout });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid="home"] [data-remote-slot] > [role="progressbar"]').length ===
      0,
    undefined,
    { timeout },
  );
  await page.waitForLoadState('networkidle', { timeout });
  const failed = await page.locator('[data-remote-fallback]').count();
  if (failed > 0) throw new Error(`/home shows ${failed} remote fallback card(s): a remote did not load`);
}
