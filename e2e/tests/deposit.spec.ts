import { expect, test, type Page } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { FundsPages } from '../support/pages/mf-funds';
import { createMember, signIn } from '../support/site';

/** Marks the document; still there later means the page was never reloaded. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { depositMarker?: boolean }).depositMarker = true;
  });
  return () => page.evaluate(() => (window as unknown as { depositMarker?: boolean }).depositMarker === true);
}

test('a new member deposits through the simulated gateway and the header balance rises without a reload', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { bindRealName: true });
  await signIn(page, member);
  await page.goto('/mine/savemoney');
  const balance = new HostShell(page).balanceAmount;
  await expect(balance).toHaveText('0');
  const main = page.getByRole('main');

  const dialog = await new FundsPages(page).startDeposit('支付宝', '200.5');
  await expect(main.getByText('大写：贰佰元伍角')).toBeVisible();
  await expect(dialog).toContainText('200.50 元');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '确认存款' }).click();
  const gateway = await popupOpened;
  await gateway.waitForURL(/\/pay\/gateway\/D[0-9A-F]+/);
  await expect(gateway.getByText('¥200.50')).toBeVisible();

  await expect(page).toHaveURL(/\/mine\/savemoney\/rechargeWait\?orderNo=D/);
  await expect(main.getByText('待支付')).toBeVisible();
  // A reload while the order waits keeps the way back to the payment page and a tab title.
  await page.reload();
  await expect(main.getByText('待支付')).toBeVisible();
  await expect(main.getByRole('button', { name: '打开支付页面' })).toBeVisible();
  await expect(page).toHaveTitle(/^存款确认中 - /);
  const notReloaded = await markDocument(page);

  await gateway.getByRole('button', { name: '模拟付款成功' }).click();
  await expect(gateway.locator('#status')).toHaveAttribute('data-status', 'paid');
  await gateway.close();

  await expect(main.getByRole('heading', { level: 1, name: '存款成功' })).toBeVisible();
  await expect(balance).toHaveText('200.50');
  expect(await notReloaded()).toBe(true);

  // A reload of the wait page keeps the order (its number is in the URL).
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: '存款成功' })).toBeVisible();
  await main.getByRole('button', { name: '交易记录' }).click();
  await expect(page).toHaveURL(/\/mine\/transRecord/);
});

test('a failed gateway payment shows failed and credits nothing', async ({ page, request }) => {
  const member = await createMember(request, { bindRealName: true });
  await signIn(page, member);
  await page.goto('/mine/savemoney');
  const balance = new HostShell(page).balanceAmount;
  await expect(balance).toHaveText('0');
  const main = page.getByRole('main');

  const dialog = await new FundsPages(page).startDeposit('微信支付', '88');
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: '确认存款' }).click();
  const gateway = await popupOpened;
  await gateway.waitForURL(/\/pay\/gateway\//);
  await gateway.getByRole('button', { name: '模拟付款失败' }).click();
  await expect(gateway.locator('#status')).toHaveAttribute('data-status', 'failed');
  await gateway.close();

  await expect(main.getByRole('heading', { level: 1, name: '支付失败' })).toBeVisible();
  // The failure is final: the balance stays at 0 (a refresh after it would still show 0).
  await page.getByRole('button', { name: '刷新余额' }).click();
  await expect(balance).toHaveText('0');
  await main.getByRole('button', { name: '继续存款' }).click();
  await expect(page).toHaveURL(/\/mine\/savemoney$/);
});

test('a bank-card deposit shows the account and remark code, and arrives once the transfer does', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { bindRealName: true });
  await signIn(page, member);
  await page.goto('/mine/savemoney');
  const main = page.getByRole('main');
  const dialog = await new FundsPages(page).startDeposit('银行卡转账', '300');
  await dialog.getByRole('button', { name: '确认存款' }).click();

  await expect(page).toHaveURL(/\/mine\/savemoney\/transferWait\?orderNo=D/);
  await expect(main.getByText('6222020000000000001')).toBeVisible();
  await expect(main.getByRole('button', { name: '复制附言备注码' })).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await main.getByRole('button', { name: '模拟到账（测试环境）' }).click();
  const gateway = await popupOpened;
  await gateway.getByRole('button', { name: '模拟付款成功' }).click();
  // Close the gateway only once it has the answer: closing mid-request loses the payment.
  await expect(gateway.locator('#status')).toHaveAttribute('data-status', 'paid');
  await gateway.close();
  await expect(main.getByRole('heading', { level: 1, name: '存款成功' })).toBeVisible();
  await expect(new HostShell(page).balanceAmount).toHaveText('300');
});
