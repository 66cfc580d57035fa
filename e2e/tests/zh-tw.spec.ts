import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, signIn } from '../support/site';

// Issue 18: the royal brand set to zh-TW shows home, login, deposit, the sports board and a
// help article in Traditional Chinese, and the header's 简体 / 繁體 switch goes both ways.

// opencc's own tables decide what is Simplified-only (the CI check of the catalogue uses the
// same module), computed by plain Node: the test runner's loader cannot load opencc-js.
const checker = join(__dirname, '..', '..', 'shared', 'i18n', 'zh-TW', 'simplified-only.cjs');
const simplifiedOnly = new Set(
  execFileSync(
    process.execPath,
    ['-e', `process.stdout.write([...require(${JSON.stringify(checker)}).simplifiedOnlySet()].join(''))`],
    { env: { ...process.env, NODE_OPTIONS: '' } },
  ).toString(),
);

/** The royal brand's manifest with `locale: "zh-TW"`, inlined in index.html or fetched. */
async function royalInZhTw(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/brands/royal.json',
    async (route) => {
      const manifest = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...manifest, locale: 'zh-TW' } });
    },
  );
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname) && !url.pathname.includes('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script id="site-brand" type="application\/json">)([\s\S]*?)(<\/script>)/,
        (_whole, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as { brand: Record<string, unknown> };
          data.brand.locale = 'zh-TW';
          return `${open}${JSON.stringify(data).replace(/</g, '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Simplified-only characters in what `region` shows (empty when it is all Traditional),
 * leaving out what is marked lang="zh-CN" on purpose (the switch's own 简体).
 */
async function simplifiedIn(region: Locator): Promise<string[]> {
  const text = await region.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="zh-CN"]').forEach((marked) => marked.remove());
    return copy.textContent ?? '';
  });
  return [...new Set(Array.from(text).filter((c) => simplifiedOnly.has(c)))];
}

test('the royal brand in zh-TW: home and login in Traditional; 简体 and back', async ({ page }) => {
  await royalInZhTw(page);

  await page.goto('/home?brand=royal');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  await expect(header).toContainText('皇冠體育');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await simplifiedIn(header)).toEqual([]);
  expect(await simplifiedIn(page.getByTestId('site-footer'))).toEqual([]);

  await header.getByRole('button', { name: '登入', exact: true }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '登入' }) });
  await expect(dialog.getByRole('tab', { name: '註冊' })).toBeVisible();
  expect(await simplifiedIn(dialog)).toEqual([]);
  await page.keyboard.press('Escape');

  // The switch: 简体 reloads in Simplified (remembered), 繁體 brings Traditional back.
  await header.getByRole('button', { name: '切換語言: 简体' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(header.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await header.getByRole('button', { name: '切换语言: 繁體' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(header.getByRole('button', { name: '登入', exact: true })).toBeVisible();
});

test('the royal brand in zh-TW: a help article and the sports board in Traditional', async ({ page }) => {
  await royalInZhTw(page);
  await page.goto('/app/help/qk?brand=royal');
  const article = page.getByRole('article').filter({ visible: true });
  await expect(article.getByRole('heading', { level: 1, name: '提款教學' })).toBeVisible();
  // The page's catalogue for zh-TW is a chunk of its own: the text settles in Traditional once
  // it is there (a busy run read 帮 / 于 on the way).
  await expect.poll(() => simplifiedIn(article)).toEqual([]);

  await page.goto('/game/sport/crty');
  const board = page.getByRole('main');
  await expect(board.getByRole('button').first()).toBeVisible();
  await expect.poll(() => simplifiedIn(board)).toEqual([]);
});

// Royal has no deposit (depositSwitch 0: its players get the not-found page); the deposit
// page is the default brand's, in 繁體 by the player's remembered choice of the switch.
test('the deposit page in 繁體, chosen by the player', async ({ page, request }) => {
  const member = await createMember(request, { balance: '100' });
  await signIn(page, member);
  await page.addInitScript(() => localStorage.setItem('site.locale', 'zh-TW'));
  await page.goto('/mine/savemoney?brand=default');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const deposit = page.getByRole('main');
  await expect(deposit.getByText('存款').first()).toBeVisible();
  await expect(deposit.getByRole('button').first()).toBeVisible();
  expect(await simplifiedIn(deposit)).toEqual([]);

  // The choice reached the server (a cookie): the page it sends paints in Traditional at once.
  const html = await (
    await page.request.get('/home?brand=default', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('<html lang="zh-TW"');
  expect(html).toContain('<title>金沙娛樂</title>');
});
