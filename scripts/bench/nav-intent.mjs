// Benchmark (issue 31): a header link clicked right away vs after the pointer rested on it
// (BENCH_DWELL_MS, default 250: a mouse's hover-to-click), click -> the page shows its data.
// The two kinds alternate in one run, so the ratio is measured under the same load; and the
// data calls the page sent after the click are counted (0 when intent had them cached).
// Also: the API calls a cold /home sent from the browser for its sections' first reads.
//   node scripts/bench/run-all.mjs nav-intent
import { loadavg } from 'node:os';
import { CONTEXT_OPTIONS, formatMs, median, table } from './lib.mjs';

export const name = 'nav-intent';
export const title = 'nav click -> data, with and without a hover dwell (intent), 4x CPU';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const DWELL_MS = Number(process.env.BENCH_DWELL_MS || 250);
const NAV = [
  // `shown`: an element that exists only once the page shows its data (not its skeleton).
  {
    label: '体育',
    path: '/game/sport',
    data: ['getVenueInfoByCategory'],
    shown: 'main button[aria-label^="进入"]',
  },
  {
    label: '电子',
    path: '/game/egame',
    data: ['getVenueInfoByCategory', 'gameList'],
    shown: 'main [data-testid="game-card"]',
  },
];
const HOME_READS = ['navigationList', 'queryNoticeListByPage', 'hotMatches', 'gameList'];

/**
 * @param {import('./lib.mjs').Browser} browser
 * @param {string} baseUrl
 * @param {(typeof NAV)[number]} nav
 * @param {number} dwell
 */
async function navClick(browser, baseUrl, nav, dwell) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const page = await context.newPage();
  /** @type {{ path: string, at: number }[]} */
  const calls = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') calls.push({ path: new URL(r.url()).pathname, at: Date.now() });
  });
  await page.goto(`${baseUrl}/home`);
  await page
    .locator('[data-testid="home-hot-games"] [data-testid="game-card"]')
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const homeCalls = calls.filter((c) => HOME_READS.some((p) => c.path.endsWith(`/${p}`))).length;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const link = page.locator('header a, nav a').filter({ hasText: nav.label }).first();
  await link.hover();
  if (dwell > 0) await page.waitForTimeout(dwell);
  const clickedAt = Date.now();
  const started = await page.evaluate(() => performance.now());
  await link.click();
  const done = await page.waitForFunction(
    ({ path, shown }) =>
      location.pathname.startsWith(path) && document.querySelector(shown) ? performance.now() : false,
    { path: nav.path, shown: nav.shown },
    { timeout: 30_000, polling: 'raf' },
  );
  const ms = /** @type {number} */ (await done.jsonValue()) - started;
  const after = calls.filter(
    (c) => c.at >= clickedAt && nav.data.some((p) => c.path.endsWith(`/${p}`)),
  ).length;
  await context.close();
  return { ms, after, homeCalls };
}

/** @param {import('./benchmarks.mjs').BenchContext} ctx */
export async function run({ browser, baseUrl, log }) {
  const atStart = Number((loadavg()[0] ?? NaN).toFixed(2));
  /** @type {Record<string, { now: number[], dwell: number[], callsNow: number[], callsDwell: number[] }>} */
  const byNav = {};
  /** @type {number[]} */
  const homeCalls = [];
  for (const nav of NAV) {
    const r = (byNav[nav.label] = { now: [], dwell: [], callsNow: [], callsDwell: [] });
    for (let i = 0; i < RUNS; i++) {
      const a = await navClick(browser, baseUrl, nav, 0);
      const b = await navClick(browser, baseUrl, nav, DWELL_MS);
      r.now.push(Math.round(a.ms));
      r.dwell.push(Math.round(b.ms));
      r.callsNow.push(a.after);
      r.callsDwell.push(b.after);
      homeCalls.push(a.homeCalls, b.homeCalls);
      log(
        `  ${nav.label} run ${i + 1}: click at once ${formatMs(a.ms)} (${a.after} data calls after), after ${DWELL_MS} ms hover ${formatMs(b.ms)} (${b.after})`,
      );
    }
  }
  return {
    method:
      `Headless Chromium. /home loaded unthrottled until its hot games show, then CDP CPU 4x; the header link is hovered ` +
      `and clicked at once, or after ${DWELL_MS} ms; until the page shows its data (a venue card, a game card; ` +
      `polled each frame). The two kinds alternate (${RUNS} each per link). Data calls: the page's first-read endpoints sent after the click.`,
    loadAverage1m: { atStart, atEnd: Number((loadavg()[0] ?? NaN).toFixed(2)) },
    dwellMs: DWELL_MS,
    byNav,
    homeSectionCallsPerColdLoad: homeCalls,
  };
}

/** @param {Awaited<ReturnType<typeof run>>} r */
export function report(r) {
  const rows = [
    [
      'nav (4x CPU, median)',
      'click at once',
      `after ${r.dwellMs} ms hover`,
      'ratio',
      'data calls after click (at once / hover)',
    ],
  ];
  for (const [label, v] of Object.entries(r.byNav)) {
    const a = median(v.now);
    const b = median(v.dwell);
    rows.push([
      label,
      formatMs(a),
      formatMs(b),
      (b / a).toFixed(2),
      `${v.callsNow.join(',')} / ${v.callsDwell.join(',')}`,
    ]);
  }
  const home = `cold /home: browser calls to the sections' first reads per load: ${r.homeSectionCallsPerColdLoad.join(', ')}`;
  return `load average ${r.loadAverage1m.atStart} -> ${r.loadAverage1m.atEnd}\n${table(rows)}\n${home}`;
}
