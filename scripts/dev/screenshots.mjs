// Screenshots of a running site for a look by eye (not a test):
//   node scripts/dev/screenshots.mjs [baseUrl] [outDir] [path ...]
// Each path is shot in the light (classic) and dark (professional) edition.
// SHOT_MEMBER=1: as a logged-in member (needs DEV_TOOLS=1 on the server), created with
// SHOT_MEMBER_JSON (default: balance 5000, bound phone and real name).
import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const [base = 'http://127.0.0.1:8080', out = '/tmp/shots', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/home', '/mine/userinfo', '/no-such-page', '/home?brand=broken'];
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const member = process.env.SHOT_MEMBER
  ? await (
      await fetch(`${base}/dev/members`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body:
          process.env.SHOT_MEMBER_JSON ??
          JSON.stringify({ balance: '5000', bindPhone: true, bindRealName: true }),
      })
    ).json()
  : null;
for (const edition of ['classic', 'professional']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  if (member) {
    await context.addInitScript(
      ([token, userId]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userId', userId);
      },
      [member.token, member.userId],
    );
  }
  await context.addInitScript((e) => {
    if (!localStorage.getItem('edition')) localStorage.setItem('edition', e);
  }, edition);
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`  [console] ${m.text().slice(0, 200)}`));
  for (const p of targets) {
    await page.goto(base + p, { waitUntil: 'networkidle' }).catch((e) => console.log(`  ${p}: ${e.message}`));
    await page.waitForTimeout(800);
    const file = join(
      out,
      `${edition}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${edition} ${p} -> ${page.url()} ${file}`);
  }
  await context.close();
}
await browser.close();
