import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { createMember, signIn } from '../support/site';

test('a member moves money into a venue and back; header and records follow without a reload', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { balance: '1000' });
  await signIn(page, member);
  await page.goto('/mine/transfermoney');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000');

  const form = page.getByRole('main');
  await form.getByLabel('场馆', { exact: true }).selectOption({ label: 'AG真人' });
  await form.getByLabel('转账金额').fill('250.5');
  await expect(form.getByText('大写：贰佰伍拾元伍角')).toBeVisible();
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(new HostShell(page).toasts.getByText('转账成功')).toBeVisible();
  await expect(balance).toContainText('749.5');

  // 2 decimals at most
  await form.getByLabel('转账金额').fill('1.234');
  await form.getByRole('button', { name: '确认转账' }).click();
  await expect(balance).toContainText('749.5');

  await form.getByRole('button', { name: '一键回收' }).click();
  await expect(balance).toContainText('1,000');

  await page
    .getByRole('complementary', { name: '会员中心导航' })
    .getByRole('link', { name: '交易记录' })
    .click();
  await expect(page.getByRole('main').getByText('中心钱包 → AG真人').first()).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/AG真人 → 中心钱包/)
      .first(),
  ).toBeVisible();
});
