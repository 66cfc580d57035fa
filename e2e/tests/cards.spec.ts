import { expect, test } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { createMember, signIn } from '../support/site';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('a member binds a bank card in the registered name and a TRC20 address', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { bindPhone: true, bindRealName: true });
  await signIn(page, member);
  const main = page.getByRole('main');

  await page.goto('/mine/accountManage/bank');
  await expect(main.getByText('还没有绑定银行卡')).toBeVisible();
  await main.getByRole('button', { name: '添加银行卡' }).click();
  await expect(page).toHaveURL(/\/mine\/addBankCard$/);

  const form = main.getByRole('form', { name: '添加银行卡' });
  await expect(form.getByLabel('持卡人姓名')).toHaveValue('张伟');
  await expect(form.getByLabel('持卡人姓名')).toHaveAttribute('readonly', '');
  await form.getByLabel('开户银行').selectOption({ label: '招商银行' });
  await form.getByLabel('银行卡号').fill('62258801123');
  await form.getByRole('button', { name: '下一步' }).click();
  await expect(form.getByText('银行卡号为12-19位数字，当前 11 位')).toBeVisible();
  await form.getByLabel('银行卡号').fill('6225880112345678');
  await expect(form.getByLabel('银行卡号')).toHaveValue('6225 8801 1234 5678');
  await form.getByRole('button', { name: '下一步' }).click();
  const confirm = page.getByRole('dialog', { name: '确认银行卡信息' });
  await expect(confirm).toContainText('张伟');
  await confirm.getByRole('button', { name: '确认添加' }).click();
  await expect(new HostShell(page).toasts.getByText('银行卡添加成功')).toBeVisible();

  // Back on the list (kept in the tab cache since the first visit): it shows the new card.
  await expect(page).toHaveURL(/\/mine\/accountManage\/bank$/);
  const cards = main.getByRole('list', { name: '已绑定的银行卡' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('招商银行');
  await expect(cards).toContainText('6225 **** **** 5678');
  // The add page, hidden in the tab cache, says the same: only the visible page counts.
  await expect(main.getByText('已绑定 1/5 张').filter({ visible: true })).toBeVisible();

  await main
    .getByRole('navigation', { name: '收款账户类型' })
    .getByRole('link', { name: 'USDT地址' })
    .click();
  await expect(main.getByText('还没有绑定USDT地址')).toBeVisible();
  await main.getByRole('button', { name: '添加USDT地址' }).click();
  await expect(page).toHaveURL(/\/mine\/virtualCoinCard$/);

  const usdt = main.getByRole('form', { name: '添加USDT地址' });
  await expect(usdt.getByLabel('链类型（协议）')).toHaveValue('TRC20');
  await usdt.getByLabel('钱包地址').fill('0x5133aa7ed000000000000000000000000000c0de');
  await usdt.getByRole('button', { name: '添加地址' }).click();
  await expect(usdt.getByText('TRC20地址须以T开头，共34位，且不含0、O、I、l')).toBeVisible();
  await usdt.getByLabel('钱包地址').fill(TRC20);
  await usdt.getByRole('button', { name: '添加地址' }).click();
  await page.getByRole('dialog', { name: '确认USDT地址' }).getByRole('button', { name: '确认添加' }).click();
  await expect(new HostShell(page).toasts.getByText('USDT地址添加成功')).toBeVisible();
  const addresses = main.getByRole('list', { name: '已绑定的USDT地址' });
  await expect(addresses).toContainText('USDT-TRC20');
  await expect(addresses).toContainText('TQn9 **** **** bLSE');
  await expect(usdt.getByLabel('钱包地址')).toHaveValue('');
});
