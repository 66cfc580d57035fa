import { expect, test, type Page } from '@playwright/test';
import { createMember, toasts } from '../support/site';

/** The e2e server runs with CAPTCHA_MODE=test: any slider position passes. */
async function passSlider(page: Page) {
  const handle = page.getByRole('slider');
  await expect(handle).toBeVisible();
  await handle.focus();
  await handle.press('Shift+ArrowRight');
  await handle.press('Enter');
}

function authDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '登录' }) });
}

test('a new player registers, is logged in, logs out and logs in again', async ({ page }) => {
  const name = `e2e${Date.now().toString(36).slice(-6)}`.replace(/^e2e(\d)/, 'e2ex$1');
  const password = 'abc12345';
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: '注册' }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: '注册', exact: true });

  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByLabel('确认密码').fill('abc99999');
  await submit.click();
  await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();
  await dialog.getByLabel('确认密码').fill(password);
  await submit.click();
  await expect(dialog.getByText('请同意相关条款和隐私政策')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await submit.click();
  await passSlider(page);

  await expect(toasts(page).getByText('注册成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const memberMenu = page.getByTestId('member-menu');
  await expect(memberMenu).toContainText(name);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await memberMenu.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await passSlider(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('member-menu')).toContainText(name);
});

test('a wrong password says so and keeps the player logged out', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = authDialog(page);
  await dialog.getByLabel('用户名').fill(member.name);
  await dialog.getByLabel('密码', { exact: true }).fill('wrong1234');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await passSlider(page);
  await expect(toasts(page).locator('*').filter({ hasText: /密码/ }).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('register=1 opens the register tab; Enter submits the login form', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/home?register=1');
  const dialog = authDialog(page);
  // register=1 opens the register tab by itself after 500 ms
  await expect(dialog.getByRole('tab', { name: '注册', selected: true })).toBeVisible();
  await dialog.getByRole('tab', { name: '登录' }).click();
  await dialog.getByLabel('用户名').fill(member.name);
  await dialog.getByLabel('密码', { exact: true }).fill(member.password);
  await dialog.getByLabel('密码', { exact: true }).press('Enter');
  await passSlider(page);
  await expect(page.getByTestId('member-menu')).toContainText(member.name);
  await page.goto('/mine/userinfo');
  await expect(page).toHaveURL(/\/mine\/userinfo$/);
});
