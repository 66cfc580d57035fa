import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';

test('with one remote unreachable the host boots and only that area falls back', async ({ page }) => {
  // e2e/brands/broken.json: mf_casino_venues points at a port nothing listens on.
  await page.goto('/home?brand=broken');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(new HostShell(page).slotContent('mf_activities', './HomeBanners')).toBeVisible();
  const fallbacks = page.locator('[data-remote-fallback]');
  await expect(fallbacks.first()).toBeVisible();
  await expect(
    page.locator('[data-remote-fallback]:not([data-remote-fallback="mf_casino_venues"])'),
  ).toHaveCount(0);
  await expect(fallbacks.first().getByText('该模块暂时无法加载')).toBeVisible();

  // The venue pages fall back inside the layout; other remotes' pages still work.
  await page
    .getByRole('navigation', { name: '主导航' })
    .getByRole('link', { name: '真人', exact: true })
    .click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  // (the hidden home tab keeps its own fallbacks: only the visible one counts)
  await expect(
    new HostShell(page).slot('mf_casino_venues', './VenueListPage').locator('[data-remote-fallback]'),
  ).toBeVisible();
  await page.goto('/agent');
  await expect(new HostShell(page).slotContent('mf_activities', './AgentPage')).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('the fallback card retries the load', async ({ page }) => {
  let block = true;
  await page.route('**/remotes/mf-casino-venues/**', (route) => (block ? route.abort() : route.continue()));
  await page.goto('/game/realbet');
  const fallback = page.locator('[data-remote-fallback="mf_casino_venues"]');
  await expect(fallback).toBeVisible({ timeout: 20_000 });
  block = false;
  await fallback.getByRole('button', { name: '重试' }).click();
  await expect(fallback).toHaveCount(0, { timeout: 20_000 });
  await expect(new HostShell(page).slotContent('mf_casino_venues', './VenueListPage')).toBeVisible();
});

test('a remote served from a second origin loads', async ({ page }) => {
  const fromSecondOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1:18081/') && r.ok()) fromSecondOrigin.push(r.url());
  });
  // e2e/brands/cross.json: mf_activities comes from the second origin (port 18081).
  await page.goto('/home?brand=cross');
  await expect(new HostShell(page).slotContent('mf_activities', './HomeBanners')).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  // (response events can reach the test after the page already shows what they carried)
  await expect
    .poll(() => fromSecondOrigin.some((u) => u.endsWith('/remotes/mf-activities/1.0.0/mf-manifest.json')))
    .toBe(true);
  await expect.poll(() => fromSecondOrigin.filter((u) => u.endsWith('.js')).length).toBeGreaterThanOrEqual(2);
  await page.goto('/agent');
  await expect(new HostShell(page).slotContent('mf_activities', './AgentPage')).toBeVisible();
});

test("a remote whose own origin is down loads the same version from the brand's mirror", async ({
  page,
  baseURL,
}) => {
  // e2e/brands/cross.json: mf_casino_venues is served here, mirrored on the second origin.
  await page.route(`${baseURL}/remotes/mf-casino-venues/**`, (route) => route.abort());
  const fromMirror: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith('http://127.0.0.1:18081/remotes/mf-casino-venues/1.0.0/') && r.ok())
      fromMirror.push(r.url());
  });
  await page.goto('/game/sport?brand=cross');
  await expect(new HostShell(page).slotContent('mf_casino_venues', './VenueListPage')).toBeVisible();
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
  await expect.poll(() => fromMirror.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
});

test('switching brand changes title and theme', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/金沙娱乐/);
  const headerBg = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  const primary = () =>
    page
      .getByRole('banner')
      .getByRole('button', { name: '注册' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  // The host's own header, not the server's first-paint skeleton (it has a 注册 too, and React
  // replaces it: a style read from it as it goes is empty).
  await expect(page.locator('#boot-skeleton')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: '注册' })).toBeVisible();
  await expect.poll(headerBg).not.toBe('');
  const defaultBg = await headerBg();
  const defaultPrimary = await primary();

  await page.goto('/home?brand=royal');
  await expect(page).toHaveTitle(/皇冠体育/);
  await expect(page.getByRole('banner').getByRole('link', { name: '皇冠体育' })).toBeVisible();
  // The player's edition (classic, stored on the first visit) stays; the brand's tokens change.
  await expect.poll(primary).toBe('rgb(31, 111, 235)');
  expect(defaultPrimary).toBe('rgb(201, 164, 92)');
  expect(await headerBg()).toBe(defaultBg);

  // The choice is kept for the tab: plain links stay on the brand.
  await page.goto('/agent');
  await expect(page).toHaveTitle(/皇冠体育/);
});

test("a new visitor gets the brand's default edition", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/home?brand=royal');
  await expect(page).toHaveTitle(/皇冠体育/);
  // royal: professional (dark) edition with its blue dark-theme tokens.
  await expect
    .poll(() => page.locator('[data-nav="HOME"]').evaluate((el) => getComputedStyle(el).color))
    .toBe('rgb(59, 130, 246)');
  const bg = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).not.toBe('rgb(255, 255, 255)');
  await context.close();
});
