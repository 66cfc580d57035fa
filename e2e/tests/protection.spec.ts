import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { AuthModal } from '../support/pages/mf-auth';
import { FundsPages } from '../support/pages/mf-funds';
import { createMember, signIn } from '../support/site';

/**
 * Issue 29, the member's side: the deposit-limit prompt after registration, a daily deposit
 * limit the server enforces, a decrease at once and an increase pending, and a time-out that
 * logs the member out; a reality check at the interval the player picked, reached by moving
 * the server's protection clock (a dev tool) instead of waiting 15 minutes.
 */

test('a new player is prompted to set a deposit limit and is taken to the tools', async ({ page }) => {
  const shell = new HostShell(page);
  const auth = new AuthModal(page);
  const name = `rg${Date.now().toString(36).slice(-6)}5`;
  await page.goto('/home');
  await shell.headerButton('注册').click();
  await auth.fillCredentials(name, 'abc12345');
  await auth.dialog.getByLabel('确认密码').fill('abc12345');
  await auth.dialog.getByRole('checkbox').check();
  await auth.submitButton('注册').click();
  await auth.passSlider();
  const prompt = page.getByRole('dialog', { name: '设置存款限额' });
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: '去设置' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '负责任博彩' })).toBeVisible();
});

test('the tools are one step from the home page (footer) and from the deposit page', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { bindRealName: true, bindPhone: true });
  await signIn(page, member);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: '负责任博彩' });
  // Two remotes load after the click (member area, then funds): slow on a loaded 2-core runner.
  test.setTimeout(120_000);
  await page.goto('/home');
  await page.getByTestId('site-footer').getByRole('link', { name: '负责任博彩工具' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await page.goto('/mine/savemoney');
  await page.getByRole('main').getByRole('link', { name: '设置存款限额' }).click();
  await expect(page).toHaveURL(/\/mine\/responsible$/);
  await expect(heading).toBeVisible({ timeout: 30_000 });
});

test('a daily deposit limit of 500 refuses a deposit past it; a decrease applies, an increase waits; a time-out logs out', async ({
  page,
  request,
}) => {
  // A long journey through three remotes: on a loaded 2-core runner it passes 45 s.
  test.setTimeout(120_000);
  const member = await createMember(request, { bindRealName: true, bindPhone: true });
  await signIn(page, member);
  const main = page.getByRole('main');

  await page.goto('/mine/responsible');
  const day = main.getByRole('group', { name: '存款限额 24小时' });
  await day.getByRole('textbox').fill('500');
  await day.getByRole('button', { name: '保存' }).click();
  await expect(day.getByRole('definition').first()).toHaveText('500 元');

  // 400 is within the limit (an order counts once made, paid or not).
  await page.goto('/mine/savemoney');
  const funds = new FundsPages(page);
  const first = await funds.startDeposit('支付宝', '400');
  const popup = page.waitForEvent('popup');
  await first.getByRole('button', { name: '确认存款' }).click();
  await (await popup).close();
  await expect(page).toHaveURL(/rechargeWait/);

  // 200 more would pass 500: refused with the limit, what is left and when it resets.
  await page.goto('/mine/savemoney');
  const second = await funds.startDeposit('支付宝', '200');
  await second.getByRole('button', { name: '确认存款' }).click();
  await expect(page.getByText(/每日存款限额 500\.00 元，剩余 100\.00 元/).first()).toBeVisible();

  // Lower at once; ask to raise and see it pending.
  await page.goto('/mine/responsible');
  await day.getByRole('textbox').fill('450');
  await day.getByRole('button', { name: '保存' }).click();
  await expect(day.getByRole('definition').first()).toHaveText('450 元');
  await expect(day.getByTestId('pending-change')).toHaveCount(0);
  await day.getByRole('textbox').fill('1000');
  await day.getByRole('button', { name: '保存' }).click();
  const pending = day.getByTestId('pending-change');
  await expect(pending).toContainText('待生效：1,000 元');
  await expect(pending).toContainText('24小时后生效，届时需再次确认');
  await expect(day.getByRole('definition').first()).toHaveText('450 元');

  // A 24-hour time-out, confirmed twice with the password: logged out.
  const timeOut = main.getByRole('region', { name: '冷静期（暂停游戏）' });
  await timeOut.getByRole('radio', { name: '24 小时' }).check();
  await timeOut.getByRole('button', { name: '开始冷静期' }).click();
  await page.getByRole('dialog', { name: '确认暂停游戏' }).getByRole('button', { name: '继续' }).click();
  const confirm = page.getByRole('dialog', { name: '输入登录密码确认' });
  await confirm.getByLabel('登录密码', { exact: true }).fill(member.password);
  await confirm.getByLabel('确认登录密码').fill(member.password);
  await confirm.getByRole('button', { name: '确认并退出登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(new HostShell(page).headerButton('登录')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a reality check at the chosen interval shows the session and waits for the player', async ({
  page,
  request,
}) => {
  // Three full page loads of the member area: on a loaded 2-core runner they pass 45 s.
  test.setTimeout(120_000);
  const member = await createMember(request, { bindRealName: true, bindPhone: true });
  await signIn(page, member);
  await page.goto('/mine/responsible');
  const interval = page.getByRole('main').getByRole('radiogroup', { name: '提醒间隔' });
  // The choice is saved at once and shows as chosen when the server has it.
  await interval.getByRole('radio', { name: '15 分钟' }).click();
  await expect(page.getByText('提醒间隔已更新')).toBeVisible();
  await expect(interval.getByRole('radio', { name: '15 分钟' })).toBeChecked();

  // Sixteen minutes later (the server's protection clock moved), the host asks and it is due.
  // (The clock is the server process's: another spec may have moved it before, so the time
  // since login reads at least 16 minutes; "not yet due" is the server tests' to show.)
  const moved = await request.post('/dev/protection-clock', { data: { minutes: 16 } });
  expect(moved.ok()).toBe(true);
  await page.reload();
  const check = page.getByRole('dialog', { name: '游戏时间提醒' });
  await expect(check).toBeVisible({ timeout: 20_000 });
  await expect(check).toContainText('登录时长');
  await expect(check).toContainText(/(1[6-9]|[2-5]\d)分钟|小时/);
  await expect(check).toContainText('本次净输赢');
  await check.getByRole('button', { name: '继续游戏' }).click();
  await expect(check).toHaveCount(0);

  // Acknowledged: the next one is an interval away, so a reload shows none.
  await page.reload();
  await expect(interval.getByRole('radio', { name: '15 分钟' })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: '游戏时间提醒' })).toHaveCount(0);
});
