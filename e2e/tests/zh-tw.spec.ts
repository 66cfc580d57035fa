import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, signIn } from '../support/site';

// Issue 18: the royal brand set to zh-TW shows home, login, deposit, the sports board and a
// help article in Traditional Chinese, and the header's 简体 / 繁體 switch goes both ways.

const require = createRequire(import.meta.url);
// opencc's own tables decide what is Simplified-only (the CI check of the catalogue uses the same).
const { simplifiedOnlySet } = require('../../shared/i18n/zh-TW/simplified-only.cjs') as {
  simplifiedOnlySet: () => Set<string>;
};
const simplifiedOnly = simplifiedOnlySet();

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

/** Simplified-only characters in what `region` shows (empty when it is all Traditional). */
async function simplifiedIn(region: Locator): Promise<string[]> {
  const text = await region.innerText();
  return [...new Set(Array.from(text).filter((c) => simplifiedOnly.has(c)))];
}

test('the royal brand in zh-TW: home, login, deposit, sports and help in Traditional; 简体 and back', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { siteId: '1002', balance: '100' });
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

  await page.goto('/app/help/qk');
  const article = page.getByRole('article').filter({ visible: true });
  await expect(article.getByRole('heading', { level: 1, name: '提款教學' })).toBeVisible();
  expect(await simplifiedIn(article)).toEqual([]);

  await page.goto('/game/sport/crty');
  const board = page.getByRole('main');
  await expect(board.getByRole('button').first()).toBeVisible();
  expect(await simplifiedIn(board)).toEqual([]);

  // The switch: 简体 reloads in Simplified (remembered), 繁體 brings Traditional back.
  await header.getByRole('button', { name: '切換語言: 简体' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(header.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await header.getByRole('button', { name: '切换语言: 繁體' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(header.getByRole('button', { name: '登入', exact: true })).toBeVisible();

  await signIn(page, member);
  await page.goto('/mine/savemoney');
  const deposit = page.getByRole('main');
  await expect(deposit.getByText('存款').first()).toBeVisible();
  await expect(deposit.getByRole('button').first()).toBeVisible();
  expect(await simplifiedIn(deposit)).toEqual([]);
});
