import { expect, test, type APIRequestContext } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { createMember, signIn, type TestMember } from '../support/site';

/** A member call from the test itself (the headers every call carries, SPEC §7). */
async function api<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
  member: TestMember,
): Promise<T> {
  const response = await request.post(path, {
    headers: { 'site-id': '1001', timestamp: String(Date.now()), 'client-type': 'web', token: member.token },
    data,
  });
  const body = (await response.json()) as { status_code: number; data: T; message: string };
  if (body.status_code !== 6000) throw new Error(`${path}: ${body.status_code} ${body.message}`);
  return body.data;
}

// A 1x1 PNG drawn for this test.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a new member reaches VIP1, reads letters, claims welfare, sends feedback, exchanges points and filters records', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request);
  // A real deposit order paid through the gateway path, and 100 yuan of slot turnover.
  expect(
    (
      await request.post(`/dev/vip/${member.userId}/activity`, { data: { deposit: '100', turnover: '100' } })
    ).ok(),
  ).toBe(true);
  await signIn(page, member);
  const main = page.getByRole('main');
  const menu = page.getByTestId('member-menu');

  await page.goto('/mine/vip');
  await expect(main.getByRole('heading', { name: 'VIP1' })).toBeVisible();

  await page.goto('/mine/message');
  await expect(menu.getByLabel('未读消息')).toBeVisible();
  await main.getByRole('button', { name: /^恭喜晋级VIP1/ }).click();
  await expect(main.getByText(/晋级礼金 18\.00元 已可在福利中心领取/)).toBeVisible();
  await main.getByRole('button', { name: '删除' }).click();
  await expect(new HostShell(page).toasts.getByText('已删除')).toBeVisible();
  await expect(main.getByRole('button', { name: /^恭喜晋级VIP1/ })).toHaveCount(0);
  await main.getByRole('button', { name: '一键已读' }).click();
  await expect(menu.getByLabel('未读消息')).toHaveCount(0);

  await page.goto('/mine/welfare');
  await main
    .getByRole('listitem', { name: 'VIP1晋级礼金' })
    .getByRole('button', { name: '立即领取' })
    .click();
  await expect(new HostShell(page).toasts.getByText('领取成功，18元已存入中心钱包')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('118');

  await page.goto('/mine/giftRecord');
  await expect(main.getByRole('cell', { name: 'VIP1晋级礼金' })).toBeVisible();

  await page.goto('/mine/feedback');
  await main.getByLabel('反馈内容').fill('晋级礼金已经收到，谢谢');
  await page
    .getByTestId('feedback-file')
    .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: PNG });
  await expect(main.getByText('上传中…')).toHaveCount(0);
  await main.getByRole('button', { name: '提交反馈' }).click();
  await expect(new HostShell(page).toasts.getByText('反馈已提交，我们会尽快回复您')).toBeVisible();
  const list = await api<{ list: { id: string }[] }>(
    request,
    '/site/api/v1/feedback/getFeedBackList',
    {},
    member,
  );
  expect(
    (await request.post(`/dev/feedback/${list.list[0]?.id}/reply`, { data: { reply: '感谢您的反馈' } })).ok(),
  ).toBe(true);
  await page.goto('/mine/feedback');
  await expect(menu.getByLabel('未读消息')).toBeVisible();
  await main.getByRole('button', { name: '展开' }).click();
  await expect(main.getByText('感谢您的反馈')).toBeVisible();
  await expect(menu.getByLabel('未读消息')).toHaveCount(0);

  await page.goto('/mine/exchange');
  await expect(main.getByTestId('points')).toHaveText('100');
  await main
    .getByRole('listitem', { name: '8元彩金', exact: true })
    .getByRole('button', { name: '立即兑换' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(new HostShell(page).toasts.getByText('兑换成功')).toBeVisible();
  await expect(main.getByTestId('points')).toHaveText('0');

  await page.goto('/mine/betRecord');
  await main.getByRole('tab', { name: '电子' }).click();
  await expect(main.getByTestId('total-count')).toHaveText('1');
  await expect(main.getByTestId('total-stake')).toHaveText('100');
  await main.getByRole('tab', { name: '赢' }).click();
  await expect(main.getByTestId('total-count')).toHaveText('0');
});
