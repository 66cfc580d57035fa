/**
 * Issue 15 item 20: visits every route of shared/routes at 390 x 844 as a logged-in member
 * and prints each page whose document is wider than the screen (it would scroll sideways),
 * with the widest elements that stick out. Run against a started site (DEV_TOOLS=1):
 *   cd server && BASE=http://127.0.0.1:18220 node --import tsx ../e2e/scripts/phone-overflow.mts
 * SHOTS=dir also saves a screenshot of each page.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM_LAUNCH } from '../support/chromium.mjs';

// Read from the source (e2e does not depend on the shared package): the routePaths block.
const source = readFileSync(new URL('../../shared/routes/index.ts', import.meta.url), 'utf8');
const block = source.slice(source.indexOf('export const routePaths'), source.indexOf('} as const'));
const routePaths = Object.fromEntries(
  [...block.matchAll(/^\s+(\w+): '([^']+)',/gm)].map((m) => [m[1]!, m[2]!]),
);

const BASE = process.env.BASE ?? 'http://127.0.0.1:18220';
const WIDTH = Number(process.env.WIDTH ?? 390);
const SAMPLE: Record<string, string> = { code: 'ck', id: '1', info: 'x', enName: 'CRTY', path: 'home' };
const SKIP = new Set(['game', 'redirect', 'localSport']);

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, baseURL: BASE });
const member = (await (await context.request.post('/dev/members', { data: { balance: '500' } })).json()) as {
  token: string;
  userId: string;
};
await context.addInitScript(
  ([token, userId]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userId', userId);
  },
  [member.token, member.userId] as const,
);

let wide = 0;
for (const [name, pattern] of Object.entries(routePaths)) {
  if (SKIP.has(name)) continue;
  const path = pattern.replace(/:(\w+)/g, (_, k: string) => SAMPLE[k] ?? '1');
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const report = await page.evaluate((w) => {
    const sw = document.documentElement.scrollWidth;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 1 && el.getClientRects().length > 0)
      .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
      // The outermost elements that stick out (their children follow them).
      .filter(
        ({ el }, _i, all) =>
          !all.some((o) => o.el !== el && o.el.contains(el) && o.right >= el.getBoundingClientRect().right),
      )
      .slice(0, 4)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}.${[...el.classList].slice(0, 1).join('')} "${(el.textContent ?? '').trim().slice(0, 20)}" right=${right}`,
      );
    return { sw, culprits };
  }, WIDTH);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
  if (report.sw > WIDTH) {
    wide += 1;
    console.log(`WIDE ${path} scrollWidth=${report.sw}\n  ${report.culprits.join('\n  ')}`);
  } else console.log(`ok   ${path}`);
  await page.close();
}
console.log(`${wide} page(s) wider than ${WIDTH}px`);
await browser.close();
