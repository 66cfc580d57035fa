// Benchmark (issue 5): the in-play board under an odds storm. 1,000 in-play matches with
// 13 priced selections each (the board shows the main 12 and more), the feed pushing
// 500 odds changes per second for 30 s, in headless Chromium with 4x CPU throttling.
// Measured: long tasks over 50 ms, p95 frame time, and click-to-slip latency (click an
// odds cell, see the selection in the bet slip) during the storm. Run twice side by side:
// the real board, and `?perf=baseline` (no per-frame batching, no virtualisation).
//
// The feed is played by the benchmark itself, through Playwright's WebSocket and request
// routing, with the contract's own messages (shared/contract/sports-*.ts): the snapshot
// call answers the 1,000-match board, the socket pushes 20002 delta batches every 100 ms.
// So the figure is the front end's, independent of the server's simulated feed.
import { CONTEXT_OPTIONS, formatMs, median, table } from './lib.mjs';
import { startSite } from './server.mjs';

export const name = 'odds-storm';
export const title = 'In-play board: 1,000 matches, 500 odds changes/s for 30 s (4x CPU throttling)';

const MATCHES = Number(process.env.BENCH_STORM_MATCHES || 1000);
const CHANGES_PER_SECOND = 500;
const STORM_MS = Number(process.env.BENCH_STORM_MS || 30_000);
/** Batches per second; each carries CHANGES_PER_SECOND / BATCHES_PER_SECOND changed selections. */
const BATCHES_PER_SECOND = 10;
const CLICK_EVERY_MS = 2_000;
const CPU_THROTTLING = 4;

/** A deterministic PRNG (mulberry32), so both variants see the same storm. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const odds = (rand) => Math.round((0.6 + rand() * 0.9) * 100) / 100;

/** The in-play snapshot of `count` football matches, in the shape of sports.snapshotResponse. */
function boardSnapshot(count) {
  const rand = prng(42);
  const now = Date.now();
  const matches = [];
  for (let i = 0; i < count; i++) {
    const gameId = `B${100000 + i}`;
    const market = (w, name, line, codes) => ({
      marketId: `${gameId}:${w}`,
      w,
      name,
      line,
      suspended: false,
      maxStake: '20000.00',
      selections: codes.map(([r, label]) => ({
        id: `${gameId}:${w}:${r}`,
        r,
        name: label,
        odds: odds(rand),
      })),
    });
    matches.push({
      gameId,
      hgid: `${gameId}H`,
      gide: `E${i}`,
      team_h: `主队${i}`,
      team_c: `客队${i}`,
      sportType: 'FT',
      leagueId: `L${i % 40}`,
      league_id: `L${i % 40}`,
      leagueName: `压测联赛${i % 40}`,
      startTime: now - 1800_000,
      startText: '2026-11-23 12:00',
      marketType: 'RB',
      t_count: 6,
      isLive: true,
      gameStatus: 'live',
      re_time: 1800 + (i % 1800),
      se_now: i % 2 ? '1H' : '2H',
      HalfTime: false,
      inningNum: 0,
      sc_FT_H: i % 3,
      sc_FT_C: i % 2,
      sc_FT_A: i % 2,
      sc_set_H: 0,
      sc_set_A: 0,
      sc_game_H: 0,
      sc_game_A: 0,
      markets: [
        market('R', '让球', -0.25, [
          ['H', '主'],
          ['C', '客'],
        ]),
        market('OU', '大小', 2.5, [
          ['O', '大'],
          ['U', '小'],
        ]),
        market('M', '独赢', null, [
          ['H', '主'],
          ['N', '和'],
          ['C', '客'],
        ]),
        market('EO', '单双', null, [
          ['O', '单'],
          ['E', '双'],
        ]),
        market('HR', '上半场让球', 0, [
          ['H', '主'],
          ['C', '客'],
        ]),
        market('HOU', '上半场大小', 1.5, [
          ['O', '大'],
          ['U', '小'],
        ]),
      ],
    });
  }
  return {
    simulated: true,
    seed: 42,
    version: 1,
    serverTime: now,
    sportCounts: { FT: count },
    dates: [],
    leagues: Array.from({ length: 40 }, (_, i) => ({
      leagueId: `L${i}`,
      name: `压测联赛${i}`,
      sportType: 'FT',
      count: Math.ceil(count / 40),
      quick: false,
    })),
    matches,
    champions: [],
  };
}

/** One 20002 batch: `changes` markets of random matches, one selection's odds moved in each. */
function stormBatch(board, rand, version, changes) {
  const markets = [];
  for (let k = 0; k < changes; k++) {
    const match = board.matches[Math.floor(rand() * board.matches.length)];
    const market = match.markets[Math.floor(rand() * match.markets.length)];
    const pick = Math.floor(rand() * market.selections.length);
    market.selections[pick].odds = odds(rand);
    markets.push({
      gameId: match.gameId,
      marketId: market.marketId,
      line: market.line,
      suspended: false,
      selections: market.selections.map((s) => ({ id: s.id, odds: s.odds })),
    });
  }
  return {
    msgId: 20002,
    msgData: { version, serverTime: Date.now(), markets, scores: [], started: [], closed: [] },
  };
}

/** Installed before page scripts: long tasks, and every frame's duration while `__storm.on`. */
function instrument() {
  const storm = { on: false, frames: [], longTasks: [] };
  Reflect.set(window, '__storm', storm);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (storm.on) storm.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: false });
  let last = 0;
  const frame = (now) => {
    if (storm.on && last) storm.frames.push(now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** p-th percentile (0..100) of a list. */
function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One variant: open the board, play the storm, click cells meanwhile.
 * @param {import('./lib.mjs').Browser} browser
 * @param {string} baseUrl
 * @param {{ token: string, userId: string }} member
 * @param {'batched' | 'baseline'} variant
 */
async function runVariant(browser, baseUrl, member, variant, log) {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await context.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [member.token, member.userId],
  );
  await context.addInitScript(instrument);
  const board = boardSnapshot(MATCHES);
  await context.route('**/game/api/v1/sports/snapshot', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ status_code: 6000, message: 'success', data: board }),
    }),
  );
  /** @type {import('@playwright/test').WebSocketRoute[]} */
  const sockets = [];
  await context.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    sockets.push(ws);
    ws.onMessage((raw) => {
      let message;
      try {
        message = JSON.parse(String(raw));
      } catch {
        return;
      }
      if (message.msgId === 0) ws.send(JSON.stringify({ msgId: 0 }));
      if (message.msgId === 20001)
        ws.send(JSON.stringify({ msgId: 20001, msgData: { ok: true, version: 1, member: true } }));
    });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const query = variant === 'baseline' ? '?perf=baseline' : '';
  await page.goto(`${baseUrl}/game/sport/crty${query}`, { waitUntil: 'load', timeout: 120_000 });
  // The board is in play (RB) once its first row shows.
  const rb = page.getByRole('tab', { name: /滚球/ }).first();
  await rb.waitFor({ timeout: 120_000 });
  await rb.click();
  await page.locator('[role="row"][data-game-id]').first().waitFor({ timeout: 120_000 });
  const rows = await page.locator('[role="row"][data-game-id]').count();
  await page.waitForTimeout(1_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  log(`  ${variant}: ${rows} rows in the DOM; storm for ${STORM_MS / 1000} s`);

  const rand = prng(7);
  let version = 1;
  await page.evaluate(() => {
    Reflect.get(window, '__storm').on = true;
  });
  const perBatch = CHANGES_PER_SECOND / BATCHES_PER_SECOND;
  const timer = setInterval(() => {
    version++;
    const text = JSON.stringify(stormBatch(board, rand, version, perBatch));
    for (const ws of sockets) ws.send(text);
  }, 1000 / BATCHES_PER_SECOND);

  const clicks = [];
  const started = Date.now();
  let n = 0;
  while (Date.now() - started < STORM_MS - CLICK_EVERY_MS) {
    await page.waitForTimeout(CLICK_EVERY_MS);
    n++;
    // A visible row's odds cell: in-page timing from the click to the selection in the slip.
    const latency = await page.evaluate(async (i) => {
      const visible = [...document.querySelectorAll('[role="row"][data-game-id]')].filter((r) => {
        const box = r.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
      const row = visible[i % Math.max(1, visible.length)];
      const cell = row?.querySelector('button:not([disabled])');
      if (!row || !cell) return null;
      // A slip item is labelled "<home> VS <away> <selection>": the row's label plus a space.
      const label = `${row.getAttribute('aria-label') ?? ''} `;
      const inSlip = () =>
        [...document.querySelectorAll('[aria-label="投注单"] [aria-label]')].some((el) =>
          el.getAttribute('aria-label')?.startsWith(label),
        );
      const t0 = performance.now();
      cell.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      return await new Promise((resolve) => {
        const check = () =>
          inSlip()
            ? resolve(performance.now() - t0)
            : performance.now() - t0 > 10_000
              ? resolve(-1)
              : requestAnimationFrame(check);
        check();
      });
    }, n);
    if (latency !== null && latency >= 0) clicks.push(latency);
  }
  const rest = STORM_MS - (Date.now() - started);
  if (rest > 0) await page.waitForTimeout(rest);
  clearInterval(timer);
  const { frames, longTasks } = await page.evaluate(() => {
    const s = Reflect.get(window, '__storm');
    s.on = false;
    return { frames: s.frames, longTasks: s.longTasks };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return {
    variant,
    rowsInDom: rows,
    batches: version - 1,
    oddsChanges: (version - 1) * perBatch,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((a, b) => a + b, 0)),
    frames: frames.length,
    frameP50: Math.round(percentile(frames, 50) * 10) / 10,
    frameP95: Math.round(percentile(frames, 95) * 10) / 10,
    clicks: clicks.length,
    clickMedian: Math.round(median(clicks)),
    clickMax: Math.round(Math.max(...clicks)),
  };
}

/** @param {{ browser: import('./lib.mjs').Browser, repoRoot: string, log: (line: string) => void }} ctx */
export async function run({ browser, repoRoot, log }) {
  // Its own site with dev tools, for a member to log in with.
  const site = await startSite({ repoRoot, port: 18200, env: { DEV_TOOLS: '1' } });
  try {
    const res = await fetch(`${site.baseUrl}/dev/members`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ balance: '1000' }),
    });
    const member = await res.json();
    const batched = await runVariant(browser, site.baseUrl, member, 'batched', log);
    const baseline = await runVariant(browser, site.baseUrl, member, 'baseline', log);
    return {
      method: `${MATCHES} in-play matches x 13 selections; ${CHANGES_PER_SECOND} odds changes/s in ${BATCHES_PER_SECOND} batches/s for ${STORM_MS / 1000} s via a routed WebSocket; CDP CPU throttling ${CPU_THROTTLING}x; a click on a visible odds cell every ${CLICK_EVERY_MS / 1000} s, timed in the page to the selection in the slip`,
      batched,
      baseline,
      ratios: {
        longTasks: baseline.longTasks / Math.max(1, batched.longTasks),
        frameP95: baseline.frameP95 / batched.frameP95,
        clickMedian: baseline.clickMedian / batched.clickMedian,
      },
    };
  } finally {
    await site.stop();
  }
}

export function report(result) {
  const row = (label, key, fmt = (v) => String(v)) => [
    label,
    fmt(result.batched[key]),
    fmt(result.baseline[key]),
  ];
  return [
    table([
      ['', 'batched + virtualised', 'baseline'],
      row('rows in the DOM', 'rowsInDom'),
      row('odds changes pushed', 'oddsChanges'),
      row('long tasks > 50 ms', 'longTasks'),
      row('long task time', 'longTaskMs', formatMs),
      row('frames', 'frames'),
      row('frame time p50', 'frameP50', formatMs),
      row('frame time p95', 'frameP95', formatMs),
      row('clicks measured', 'clicks'),
      row('click -> slip median', 'clickMedian', formatMs),
      row('click -> slip max', 'clickMax', formatMs),
    ]),
    `ratios baseline / batched: long tasks ${result.ratios.longTasks.toFixed(1)}x, frame p95 ${result.ratios.frameP95.toFixed(1)}x, click median ${result.ratios.clickMedian.toFixed(1)}x`,
    result.method,
  ].join('\n');
}
