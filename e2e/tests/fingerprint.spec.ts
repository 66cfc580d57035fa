import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 31: the WebGL part of the device fingerprint is read in a worker, off the main thread,
 * and a browser keeps the fingerprint it had when it was read on the main thread (a changed
 * fingerprint would ask a member to verify the device again).
 */
const MD5_HEX = /^[0-9a-f]{32}$/;

/** The `uuid` header of the API calls after the first input: the fingerprint (SPEC §3, §7). */
async function fingerprintAfterLogin(page: Page): Promise<{ uuid: string; workers: string[] }> {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/home');
  // The site has started: a 登录 pressed before then opens the first paint's dialog, which calls
  // nothing until mf-auth takes it over.
  await expect(page.getByRole('button', { name: '切换版本' })).toBeVisible({ timeout: 20_000 });
  const uuids: string[] = [];
  page.on('request', (request) => {
    const uuid = request.headers()['uuid'];
    if (request.method() === 'POST' && uuid && MD5_HEX.test(uuid)) uuids.push(uuid);
  });
  await page.getByRole('button', { name: '登录', exact: true }).first().click();
  await expect(page.getByRole('dialog').getByLabel('用户名')).toBeVisible();
  await expect.poll(() => uuids.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(new Set(uuids).size).toBe(1);
  return { uuid: uuids[0] ?? '', workers };
}

test('the fingerprint is read in a worker and equals the one read on the main thread', async ({
  context,
}) => {
  const inWorker = await fingerprintAfterLogin(await context.newPage());
  expect(inWorker.workers.some((path) => /\.js$/.test(path))).toBe(true);

  // The same browser without OffscreenCanvas: the properties are read on the main thread.
  const page = await context.newPage();
  await page.addInitScript(() => Reflect.deleteProperty(window, 'OffscreenCanvas'));
  const onMainThread = await fingerprintAfterLogin(page);
  expect(onMainThread.workers).toEqual([]);

  expect(inWorker.uuid).toMatch(MD5_HEX);
  expect(onMainThread.uuid).toBe(inWorker.uuid);
});
