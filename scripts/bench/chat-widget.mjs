// The chat widget in Chromium at 4x CPU throttling while its room receives RATE messages/s
// for SECONDS: long tasks (> 50 ms) and the p95 frame time, measured in the page.
// Needs a running site with DEV_TOOLS=1 and a built mf-chat:
//   pnpm --filter @site/mf-chat run build
//   cd server && PORT=18161 DEV_TOOLS=1 DATA_DIR=/tmp/data-chat pnpm start
//   BENCH_URL=http://127.0.0.1:18161 node scripts/bench/chat-widget.mjs
import { createRequire } from 'node:module';
import { CHROMIUM_OPTIONS, playwrightChromium } from './lib.mjs';

const BASE = process.env.BENCH_URL || 'http://127.0.0.1:18161';
const RATE = Number(process.env.BENCH_WIDGET_RATE || 50);
const SECONDS = Number(process.env.BENCH_WIDGET_SECONDS || 20);
const THROTTLE = Number(process.env.BENCH_WIDGET_CPU || 4);
// The send limit is 5 messages / 10 s per member: enough senders that each sends 4 per 10 s.
const SENDERS = Math.ceil((RATE * 10) / 4);
const WebSocket = createRequire(new URL('../../server/package.json', import.meta.url))('ws');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const wsUrl = `${BASE.replace('http', 'ws')}/ws?clientType=web&siteId=1001`;

async function sender() {
  const post = async (path, body, token) =>
    (
      await fetch(BASE + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'site-id': '1001',
          timestamp: String(Date.now()),
          ...(token ? { token } : {}),
        },
        body: JSON.stringify(body),
      })
    ).json();
  const m = await post('/dev/members', {});
  const jwt = await post('/site/api/v1/member/jwt', {}, m.token);
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ msgId: 10001, msgData: { token: jwt.data.token, body: jwt.data.body } }));
  ws.send(JSON.stringify({ msgId: 10002, msgData: { rid: 'lobby' } }));
  return ws;
}

const senders = [];
for (let i = 0; i < SENDERS; i++) senders.push(await sender());
console.log(`${SENDERS} senders in the lobby`);

const browser = await playwrightChromium().launch(CHROMIUM_OPTIONS);
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
await page.goto(`${BASE}/demo/slot?code=${'a'.repeat(48)}&site=1001`);
await page.getByTestId('chat-launcher').click({ timeout: 60_000 });
await page.getByTestId('chat-messages').waitFor({ timeout: 30_000 });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
await page.evaluate(() => {
  const w = /** @type {any} */ (window);
  w.__bench = { longTasks: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  let last = performance.now();
  const frame = (now) => {
    w.__bench.frames.push(now - last);
    last = now;
    if (!w.__bench.stop) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});

let sent = 0;
const started = Date.now();
let due = 0;
while (Date.now() - started < SECONDS * 1000) {
  due += RATE / 20;
  for (; due >= 1; due--) {
    senders[sent % senders.length].send(
      JSON.stringify({ msgId: 10003, msgData: { rid: 'lobby', msg: `压测消息 ${sent} 来看看这场比赛` } }),
    );
    sent++;
  }
  await sleep(50);
}
await sleep(1500);
const result = await page.evaluate(() => {
  const w = /** @type {any} */ (window);
  w.__bench.stop = true;
  const frames = [...w.__bench.frames].sort((a, b) => a - b);
  const q = (p) => frames[Math.min(frames.length - 1, Math.ceil(p * frames.length) - 1)] ?? NaN;
  return {
    frames: frames.length,
    p50: Math.round(q(0.5) * 10) / 10,
    p95: Math.round(q(0.95) * 10) / 10,
    longTasks: w.__bench.longTasks.length,
    longestTask: Math.round(Math.max(0, ...w.__bench.longTasks)),
    rowsInDom: document.querySelectorAll('[data-testid="chat-messages"] li').length,
  };
});
console.log(
  `${RATE} messages/s for ${SECONDS} s at ${THROTTLE}x CPU (${sent} sent): ` +
    `frame p50 ${result.p50} ms, p95 ${result.p95} ms over ${result.frames} frames; ` +
    `${result.longTasks} long tasks (longest ${result.longestTask} ms); ${result.rowsInDom} rows in the DOM`,
);
await browser.close();
for (const ws of senders) ws.terminate();
