import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// Issue 14: the help centre and the download page, as a guest sees them.
test.describe('help centre and download', () => {
  test('a guest opens help from the footer, searches, reads, pages, and is asked to log in to vote', async ({
    page,
  }) => {
    await page.goto('/home');
    await page.getByTestId('site-footer').getByRole('link', { name: '关于我们' }).click();
    await expect(page).toHaveURL(/\/app\/help\/gywm$/);
    await expect(page.getByRole('heading', { level: 1, name: '关于我们' })).toBeVisible();

    await page.getByRole('searchbox', { name: '搜索帮助' }).fill('提款');
    const results = page.getByRole('region', { name: '搜索结果' });
    await expect(results.getByRole('link').first()).toContainText('提款教程');
    await results.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/help\/qk$/);
    const article = page.getByRole('article').filter({ visible: true });
    await expect(article.getByRole('heading', { level: 1, name: '提款教程' })).toBeVisible();
    await expect(article.getByRole('table').first()).toContainText('50,000 元');
    await expect.poll(() => page.title()).toContain('提款教程');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /提款/);

    await article.getByRole('link', { name: '下一篇：转账教程' }).click();
    await expect(page).toHaveURL(/\/app\/help\/zz$/);
    await expect(page.getByRole('heading', { level: 1, name: '转账教程' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/help\/qk$/);
    const qk = page.getByRole('article').filter({ visible: true });
    await expect(qk.getByRole('heading', { level: 1, name: '提款教程' })).toBeVisible();

    // Only members vote (issue 26 item 10: a guest's device id is whatever a script says): a
    // guest's 有帮助 asks them to log in and counts nothing.
    await qk.getByRole('button', { name: '有帮助' }).click();
    await expect(page.getByRole('dialog').getByText('请先登录后了解更多')).toBeVisible();
    await expect(qk.getByText('感谢您的反馈！')).toHaveCount(0);
  });

  test('/download: the site installs as an app, and its QR code opens this site', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/download');
    const qr = page.getByTestId('download-qr');
    await expect(qr).toBeVisible();
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(`${baseURL}/home`);
    await expect(page.getByRole('link', { name: 'iOS 添加到主屏幕' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Android 安装应用' })).toBeVisible();
    await expect(page.locator('a[href*="jinsha.example"]')).toHaveCount(0);

    // Chromium's own verdict on the manifest and icons (what its install menu checks).
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest?brand=default`);
    expect(manifest.errors).toEqual([]);
    // Playwright's contexts are incognito, where Chromium never installs; every other check
    // (manifest fields, icons, start URL) must pass.
    const installErrors = async () =>
      (
        (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
      ).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito');
    await expect.poll(installErrors).toEqual([]);
  });
});
