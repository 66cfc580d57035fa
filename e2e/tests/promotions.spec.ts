import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { AuthModal } from '../support/pages/mf-auth';
import { createMember, signIn } from '../support/site';

// Issue 13's journey through the UI: a new member joins the first-deposit promotion, deposits,
// receives the bonus, is refused a transfer out with 6413 and the turnover left, plays demo
// rounds until the turnover is met, then transfers out; then signs in on two days and spins
// the draw. Setup that is not under test (the deposit, the transfer in) goes through the API. The operator's dev tool sets the promotion to a 1x turnover first (an operator
// change: members who join afterwards get the new terms), so the demo rounds stay few.

const HEADERS = { 'site-id': '1001', 'client-type': 'web' };

async function api<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const response = await request.post(path, {
    headers: { ...HEADERS, timestamp: String(Date.now()), token, 'request-id': crypto.randomUUID() },
    data,
  });
  const body = (await response.json()) as { status_code: number; data: T; message: string };
  if (body.status_code !== 6000) throw new Error(`${path}: ${body.status_code} ${body.message}`);
  return body.data;
}

/** Demo slot rounds in CQ9 through the demo game's own calls until the bonus turnover is met. */
async function playUntilMet(request: APIRequestContext, token: string): Promise<void> {
  const launched = await api<{ url: string }>(request, '/game/api/v1/launch', { enName: 'CQ9' }, token);
  // The link carries a one-time code the game page trades for its page token (issue 10 item 7).
  const code = new URL(launched.url, 'http://x').searchParams.get('code') ?? '';
  const { token: launchToken } = await api<{ token: string }>(
    request,
    '/game/api/v1/demo/exchange',
    { code },
    token,
  );
  for (let round = 0; round < 40; round += 1) {
    const bonuses = await api<{ left: string; status: string }[]>(
      request,
      '/act/api/v1/promotion/myBonuses',
      {},
      token,
    );
    if (bonuses.every((b) => b.status !== 'active')) return;
    // A slot spins at most once in 2.5 s per member and game (issue 29 item 7's pacing).
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 2_600));
    await api(
      request,
      '/game/api/v1/demo/slot/spin',
      { token: launchToken, roundId: `r${Date.now()}${round}`, stake: '50' },
      token,
    );
  }
  throw new Error('the turnover was not met after 40 rounds');
}

async function transfer(page: Page, direction: '中心钱包 → 场馆' | '场馆 → 中心钱包', amount: string) {
  const main = page.getByRole('main');
  await main.getByLabel('场馆', { exact: true }).selectOption({ label: 'CQ9电子' });
  await main.getByLabel('转账方向').selectOption({ label: direction });
  await main.getByLabel('转账金额').fill(amount);
  await main.getByRole('button', { name: '确认转账' }).click();
}

test('first deposit bonus: join, deposit, 6413 until the turnover is met, then transfer out', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const changed = await request.post('/dev/promotions/101', { data: { terms: { turnoverMultiple: 1 } } });
  expect(changed.ok()).toBe(true);
  const member = await createMember(request);
  await signIn(page, member);
  const main = page.getByRole('main');
  const balance = page.getByTestId('header-balance').locator('strong');

  await page.goto('/activity/discount');
  await main.getByRole('link', { name: '新会员首存100%加赠' }).click();
  await expect(page).toHaveURL(/\/activity\/firstDeposit\/101$/);
  await main.getByLabel('存款金额（元）').fill('100');
  await expect(main.getByTestId('calc-bonus')).toHaveText('100.00');
  await main.getByRole('button', { name: '立即申请' }).click();
  await expect(new HostShell(page).toasts.getByText(/已成功参与「新会员首存100%加赠」/)).toBeVisible();
  await expect(main.getByRole('button', { name: '已参与' })).toBeVisible();

  // The deposit and the transfer in are set up through the API: their click paths are the funds
  // e2e's; here the bonus, the 6413 refusal and the transfer out after the turnover are under test.
  expect((await request.post(`/dev/vip/${member.userId}/activity`, { data: { deposit: '100' } })).ok()).toBe(
    true,
  );
  await page.goto('/mine/transfermoney');
  await expect(balance).toHaveText('200');
  await api(
    request,
    '/game/api/v1/venue/transfer',
    { channelCode: 'CQ9', amount: '200', ty: 1 },
    member.token,
  );
  await page.reload();
  await transfer(page, '场馆 → 中心钱包', '50');
  await expect(
    page.getByText('您参与的优惠活动尚未完成流水要求，还需有效投注 100.00 元才能转出或提款'),
  ).toBeVisible();

  await playUntilMet(request, member.token);
  await page.goto('/activity/discount');
  await expect(main.getByTestId('my-bonuses').getByText('已完成')).toBeVisible();
  await page.goto('/mine/transfermoney');
  await transfer(page, '场馆 → 中心钱包', '50');
  await expect(new HostShell(page).toasts.getByText('转账成功')).toBeVisible();
});

test('sign-in on two days (clock moved by the dev tool) and a draw whose prize reaches the records', async ({
  page,
  request,
}) => {
  test.setTimeout(45_000);
  const member = await createMember(request);
  await signIn(page, member);
  const main = page.getByRole('main');
  // Joining is the first test's click path; here the streak and the draw are under test.
  await api(request, '/act/api/v1/joinActivity', { id: 108 }, member.token);
  await api(request, '/act/api/v1/joinActivity', { id: 107 }, member.token);
  await page.goto('/activity/signGift/108');
  await main.getByRole('button', { name: '立即签到' }).click();
  await expect(new HostShell(page).toasts.getByText('签到成功，已连续签到 1 天，获得 1.88 元')).toBeVisible();
  await expect(main.getByRole('button', { name: '今日已签到' })).toBeDisabled();
  expect((await request.post('/dev/promotions-clock', { data: { days: 1 } })).ok()).toBe(true);
  try {
    await page.reload();
    await main.getByRole('button', { name: '立即签到' }).click();
    await expect(
      new HostShell(page).toasts.getByText('签到成功，已连续签到 2 天，获得 2.88 元'),
    ).toBeVisible();
    await expect(main.getByTestId('sign-streak')).toHaveText('已连续签到 2 天');
  } finally {
    await request.post('/dev/promotions-clock', { data: { reset: true } });
  }

  await page.goto('/activity/drawGift/107');
  await expect(main.getByTestId('draws-left')).toHaveText('今日剩余 1 次');
  await main.getByRole('button', { name: '开始抽奖' }).click();
  await expect(new HostShell(page).toasts.getByText(/恭喜您抽中|很遗憾，本次未中奖/)).toBeVisible({
    timeout: 8_000,
  });
  const records = main.getByRole('table', { name: '我的中奖记录' });
  await expect(records.getByRole('row')).toHaveCount(1);
});

test('a friend registers through the invite link and appears in the invitee list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const inviter = await createMember(request);
  await signIn(page, inviter);
  const main = page.getByRole('main');
  await page.goto('/activity/friendInvitation');
  const link = (await main.getByTestId('invite-link').textContent()) ?? '';
  expect(link).toMatch(/\/home\?register=1&icode=[0-9A-Z]+$/);
  await expect(main.getByText('还没有好友通过您的链接注册')).toBeVisible();

  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(link);
  // register=1 opens the register tab by itself (SPEC §2); the icode was stored at start-up (SPEC §4).
  const dialog = friendPage
    .getByRole('dialog')
    .filter({ has: friendPage.getByRole('tab', { name: '登录' }) });
  await expect(dialog.getByLabel('确认密码')).toBeVisible();
  // SPEC §5: 4-11 characters, a letter first, at least 2 letters and a digit.
  const name = `fr${Date.now().toString(36).slice(-6)}7`;
  await dialog.getByLabel('用户名').fill(name);
  await dialog.getByLabel('密码', { exact: true }).fill('abc12345');
  await dialog.getByLabel('确认密码').fill('abc12345');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await new AuthModal(friendPage).passSlider();
  await expect(new HostShell(friendPage).toasts.getByText('注册成功')).toBeVisible();
  await friend.close();

  await page.reload();
  const table = main.getByRole('table', { name: '我的好友' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(name.slice(0, 2));
  await expect(table).toContainText('未首存');
});
