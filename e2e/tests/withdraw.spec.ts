import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { createMember, signIn, type TestMember } from '../support/site';

const WITHDRAW_PASSWORD = '246810';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A platform API call as the member, with the headers every call carries (SPEC §7). */
async function api(request: APIRequestContext, member: TestMember, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: {
      token: member.token,
      'site-id': '1001',
      timestamp: String(Date.now()),
      'request-id': randomUUID(),
      'content-type': 'application/json',
    },
  });
  const body = (await response.json()) as { status_code: number; message: string };
  expect(body.status_code, `${path}: ${body.message}`).toBe(6000);
  return body;
}

test('a member withdraws to a bank card; the operator approves; header and records follow without a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { balance: '1000', bindPhone: true, bindRealName: true });
  const pwd = md5(WITHDRAW_PASSWORD);
  await api(request, member, '/site/api/v1/withdrawal/pwd/set', { password: pwd, secondPassword: pwd });
  await api(request, member, '/fd/api/v1/bankCard/add', {
    kind: 'bank',
    bankCode: 'CMB',
    cardNo: '6225880112345678',
    holderName: '张伟',
  });

  await signIn(page, member);
  await page.goto('/mine/takemoney');
  const header = page.getByTestId('header-balance');
  await expect(header).toContainText('1,000');
  const main = page.getByRole('main');
  await expect(main.getByTestId('withdrawable')).toHaveText('1,000.00');
  await expect(main.getByRole('radio', { name: '招商银行 6225 **** **** 5678' })).toBeChecked();

  // Bad input is refused in place and nothing is sent.
  await main.getByLabel('提款金额').fill('50');
  await main.getByLabel('提款密码').fill(WITHDRAW_PASSWORD);
  await main.getByRole('button', { name: '立即提款' }).click();
  await expect(main.getByText('单笔最低提款 100 元')).toBeVisible();

  await main.getByLabel('提款金额').fill('100');
  await expect(main.getByText('大写：壹佰元整')).toBeVisible();
  await main.getByRole('button', { name: '立即提款' }).click();
  const dialog = page.getByRole('dialog', { name: '确认提款信息' });
  await expect(dialog.getByText('壹佰元整')).toBeVisible();
  await expect(dialog.getByText('招商银行 6225 **** **** 5678')).toBeVisible();
  await dialog.getByRole('button', { name: '确认提款' }).click();

  await expect(new HostShell(page).toasts.getByText('提款申请提交成功')).toBeVisible();
  await expect(main.getByTestId('withdraw-status')).toHaveText('审核中');
  const orderNo = (await main.getByTestId('withdraw-order-no').textContent()) ?? '';
  expect(orderNo).toMatch(/^W\d+/);

  // The simulated operator approves: the page notices on its next status read and the
  // header balance drops, with no reload.
  const approved = await request.post(`/dev/withdrawals/${orderNo}/approve`);
  expect(approved.ok(), await approved.text()).toBe(true);
  await expect(main.getByTestId('withdraw-status')).toHaveText('已出款', { timeout: 15_000 });
  await expect(header).toContainText('900');
  await expect(header).not.toContainText('1,000');

  await main.getByRole('link', { name: '查看交易记录' }).click();
  await expect(page).toHaveURL(/\/mine\/transRecord$/);
  const row = page.getByRole('main').getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('提款');
  await expect(row).toContainText('-100');

  // The wallet page shows the same money, the card and the withdrawal among the latest records.
  await page.goto('/mine/wallet');
  const wallet = page.getByRole('main');
  await expect(wallet.getByTestId('wallet-center')).toHaveText('900.00');
  await expect(wallet.getByTestId('wallet-lock')).toHaveText('0.00');
  await expect(wallet.getByRole('region', { name: '银行卡' })).toContainText('6225 **** **** 5678');
  await expect(wallet.getByRole('list', { name: '最近交易' })).toContainText('-100');
});
