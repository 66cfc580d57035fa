import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';

test('home renders with header, nav, sections from the remotes, and footer', async ({ page }) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '金沙娱乐' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const label of ['首页', '体育', '真人', '电子', '棋牌', '捕鱼', '电竞', '彩票', '优惠']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(header.getByRole('button', { name: '注册' })).toBeVisible();
  await expect(new HostShell(page).slot('mf_activities', './HomeBanners')).toBeVisible();
  await expect(
    new HostShell(page).slot('mf_casino_venues', './HomeVenues').getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page).toHaveTitle(/金沙娱乐/);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
});

test('a nav link navigates, marks itself active and keeps the visited tab', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '真人', exact: true }).click();
  await expect(page).toHaveURL(/\/game\/realbet$/);
  await expect(new HostShell(page).slot('mf_casino_venues', './VenueListPage')).toBeVisible();
  const tabs = page.getByTestId('visited-tab');
  await expect(tabs).toHaveCount(2);
  await tabs.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('home')).toBeVisible();
});

test('the edition switch turns the classic (light) site professional (dark) and is remembered', async ({
  page,
}) => {
  await page.goto('/home');
  const headerBg = () => page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
  const light = await headerBg();
  await page.getByRole('button', { name: '切换版本' }).click();
  await expect.poll(headerBg).not.toBe(light);
  const dark = await headerBg();
  await page.reload();
  await expect.poll(headerBg).toBe(dark);
  expect(await page.evaluate(() => localStorage.getItem('edition'))).toBe('professional');
});

/**
 * Nothing on /home moves while it fills in (issue 15 item 18, CLS <= 0.05): the first-paint
 * skeleton, the host's reservations and the sections share one layout (HOME_LAYOUT), so
 * the remotes and their data may arrive in any order. Slowed remote entries make the
 * sections arrive late and apart, which is when a missing reservation would show.
 */
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`/home does not shift as it loads at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      Reflect.set(window, '__cls', 0);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput)
            Reflect.set(window, '__cls', Number(Reflect.get(window, '__cls')) + entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let delay = 0;
    await page.route(/remoteEntry\.js|advertising\/navigationList/, async (route) => {
      delay += 150;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.goto('/home');
    await expect(
      new HostShell(page).slot('mf_casino_venues', './HomeVenues').getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByTestId('home-banners')).toBeVisible();
    await expect(page.getByTestId('home-notices')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => Number(Reflect.get(window, '__cls')));
    expect(cls).toBeLessThanOrEqual(0.05);
  });
}
