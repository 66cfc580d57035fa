// Benchmark (issue 6): the egame lobby with the seeded catalogue (3,000+ games), in
// headless Chromium with 4x CPU throttling:
//  - search: from the last keystroke of a search term to the first frame painted after
//    the grid shows the filtered games (the debounce and the gameList call included);
//  - scroll: frame times and long tasks while the grid is wheeled through the catalogue.
import { CONTEXT_OPTIONS, formatMs, median, table } from './lib.mjs';

export const name = 'egame-lobby';
export const title = 'Egame lobby: search to painted grid, scroll frame times (4x CPU throttling)';

const CPU_THROTTLING = 4;
const SEARCHES = Number(process.env.BENCH_LOBBY_SEARCHES || 6);
const SCROLL_MS = Number(process.env.BENCH_LOBBY_SCROLL_MS || 10_000);
/** A brisk but human scroll: 300 px every 100 ms, 3,000 px/s (a row of cards is about 280 px). */
const WHEEL_PX = 300;
const WHEEL_EVERY_MS = 100;

function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Before page scripts: the time of the search box's last input event, frames and long tasks on demand. */
function instrument() {
  const probe = { lastInput: 0, recording: false, frames: [], longTasks: [] };
  Reflect.set(window, '__lobby', probe);
  document.addEventListener('input', () => (probe.lastInput = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (probe.recording) probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  let last = 0;
  const frame = (now) => {
    if (probe.recording && last) probe.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Waits in the page until every card on screen holds `term` and the result count shows,
 * then one more frame (the paint); answers the time since the last keystroke.
 */
function paintedAfterSearch(term) {
  const probe = Reflect.get(window, '__lobby');
  return new Promise((resolve) => {
    const check = () => {
      const cards = [...document.querySelectorAll('[data-testid="game-card"] strong')];
      const done = cards.length > 0 && cards.every((c) => c.textContent?.includes(term));
      const empty = document.querySelector('[role="status"]')?.textContent?.includes(' 0 ') ?? false;
      if (done || empty)
        requestAnimationFrame(() =>
          resolve({ ms: performance.now() - probe.lastInput, cards: cards.length }),
        );
      else if (performance.now() - probe.lastInput > 20_000) resolve({ ms: -1, cards: cards.length });
      else requestAnimationFrame(check);
    };
    check();
  });
}

/** @param {{ browser: import('./lib.mjs').Browser, baseUrl: string, log: (line: string) => void }} ctx */
export async function run({ browser, baseUrl, log }) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/game/egame`, { waitUntil: 'load', timeout: 120_000 });
  const grid = page.getByRole('region', { name: '游戏列表' });
  await grid.locator('[data-testid="game-card"]').first().waitFor({ timeout: 120_000 });
  const totalText =
    (await page.getByRole('status').filter({ hasText: '款游戏' }).first().textContent()) ?? '';
  const total = Number(totalText.replace(/[^\d]/g, ''));
  // Search terms: two-character stems of names seen in the grid (they always match something).
  const names = await grid.locator('[data-testid="game-card"] strong').allTextContents();
  const terms = [...new Set(names.map((n) => n.slice(0, 2)).filter((s) => s.length === 2))].slice(
    0,
    SEARCHES,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  log(`  ${total} games in the lobby; searching ${terms.join(' ')}`);

  const box = page.getByRole('searchbox', { name: '搜索游戏' }).or(page.getByLabel('搜索游戏')).first();
  const searches = [];
  for (const term of terms) {
    await box.fill('');
    await page
      .getByRole('region', { name: '游戏列表' })
      .locator('[data-testid="game-card"]')
      .first()
      .waitFor();
    await page.waitForTimeout(800);
    await box.pressSequentially(term, { delay: 60 });
    const result = await page.evaluate(paintedAfterSearch, term);
    searches.push({ term, ...result });
  }

  // Scroll: back to the whole catalogue, then wheel down through it.
  await box.fill('');
  await page.waitForTimeout(1_500);
  const scroll4x = await scrollPass(page, grid);
  // The same scroll unthrottled, for scale: where the frame time goes on this machine itself.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await grid.evaluate((el) => el.scrollTo(0, 0));
  await page.waitForTimeout(1_000);
  const scroll1x = await scrollPass(page, grid);
  await context.close();
  const ok = searches.filter((s) => s.ms >= 0).map((s) => s.ms);
  return {
    method: `/game/egame as a guest, CDP CPU throttling ${CPU_THROTTLING}x; search: ${terms.length} two-character terms typed 60 ms apart, timed in the page from the last input event to the frame after every card on screen matches; scroll: mouse wheel ${WHEEL_PX} px every ${WHEEL_EVERY_MS} ms for ${SCROLL_MS / 1000} s, rAF frame durations and long tasks`,
    totalGames: total,
    searches,
    searchMedianMs: Math.round(median(ok)),
    searchMaxMs: Math.round(Math.max(...ok)),
    scroll: scroll4x,
    scrollUnthrottled: scroll1x,
  };
}

/** Wheels the grid down for SCROLL_MS, recording frames and long tasks. */
async function scrollPass(page, grid) {
  await grid.hover();
  await page.evaluate(() => {
    const p = Reflect.get(window, '__lobby');
    p.frames = [];
    p.longTasks = [];
    p.recording = true;
  });
  const started = Date.now();
  let wheels = 0;
  while (Date.now() - started < SCROLL_MS) {
    await page.mouse.wheel(0, WHEEL_PX);
    wheels++;
    await page.waitForTimeout(WHEEL_EVERY_MS);
  }
  const scrolled = await grid.evaluate((el) => ({ top: el.scrollTop, height: el.scrollHeight }));
  const { frames, longTasks } = await page.evaluate(() => {
    const p = Reflect.get(window, '__lobby');
    p.recording = false;
    return { frames: p.frames, longTasks: p.longTasks };
  });
  return {
    wheels,
    scrolledPx: scrolled.top,
    scrollHeightPx: scrolled.height,
    frames: frames.length,
    frameP50: Math.round(percentile(frames, 50) * 10) / 10,
    frameP95: Math.round(percentile(frames, 95) * 10) / 10,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((a, b) => a + b, 0)),
  };
}

export function report(r) {
  return [
    table([
      ['term', 'search -> painted', 'cards on screen'],
      ...r.searches.map((s) => [s.term, s.ms < 0 ? 'timed out' : formatMs(s.ms), String(s.cards)]),
      ['median', formatMs(r.searchMedianMs), ''],
    ]),
    table([
      ['scroll', '4x throttled', 'unthrottled'],
      ['games', String(r.totalGames), ''],
      [
        'scrolled',
        `${r.scroll.scrolledPx} of ${r.scroll.scrollHeightPx} px`,
        `${r.scrollUnthrottled.scrolledPx} px`,
      ],
      ['frames', String(r.scroll.frames), String(r.scrollUnthrottled.frames)],
      ['frame time p50', formatMs(r.scroll.frameP50), formatMs(r.scrollUnthrottled.frameP50)],
      ['frame time p95', formatMs(r.scroll.frameP95), formatMs(r.scrollUnthrottled.frameP95)],
      [
        'long tasks > 50 ms',
        `${r.scroll.longTasks} (${formatMs(r.scroll.longTaskMs)})`,
        `${r.scrollUnthrottled.longTasks} (${formatMs(r.scrollUnthrottled.longTaskMs)})`,
      ],
    ]),
    r.method,
  ].join('\n');
}
