import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signIn, type TestMember } from '../support/site';

/** Opens /home (as `member`, or a guest) with the chat widget open. */
async function openChat(browser: Browser, member?: TestMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (member) await signIn(page, member);
  await page.goto('/home');
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-panel').getByRole('heading', { name: '综合大厅' })).toBeVisible();
  return page;
}

async function say(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-panel').getByRole('textbox', { name: '说点什么…（最多 200 字）' });
  await input.fill(text);
  await input.press('Enter');
}

test('chat: a guest reads, members talk across browsers, refusals say why, a dropped link comes back with what it missed', async ({
  browser,
  request,
}) => {
  // Three browsers through a whole conversation, a dropped link and a mute: behind nginx on a
  // busy 2-core runner this journey takes about 1.6 minutes.
  test.setTimeout(180_000);
  const [alice, bob] = await Promise.all([createMember(request), createMember(request)]);
  // The room keeps what a failed first attempt said: a retry's lines carry their own mark.
  const mark = test.info().retry ? `（${test.info().retry}）` : '';
  const guest = await openChat(browser);
  const guestPanel = guest.getByTestId('chat-panel');
  await expect(guestPanel.getByRole('button', { name: '登录后发言' })).toBeVisible();
  await expect(guestPanel.getByText('游客只能浏览聊天，登录后即可发言')).toBeVisible();

  const a = await openChat(browser, alice);
  const b = await openChat(browser, bob);
  const aPanel = a.getByTestId('chat-panel');
  const bPanel = b.getByTestId('chat-panel');

  await say(a, `大家好，今晚看球${mark}`);
  await expect(bPanel.getByText(`大家好，今晚看球${mark}`)).toBeVisible();
  await expect(guestPanel.getByText(`大家好，今晚看球${mark}`)).toBeVisible();

  // Bob reports Alice's line (issue 30): a reason, then the server's confirmation; once only.
  await bPanel
    .locator('li', { hasText: `大家好，今晚看球${mark}` })
    .getByRole('button', { name: /^举报 .+ 的消息$/ })
    .click();
  const report = b.getByRole('dialog', { name: '举报消息' });
  await report.getByRole('button', { name: '提交举报' }).click();
  await expect(report.getByRole('alert')).toHaveText('请选择举报原因');
  await report.getByRole('radio', { name: '辱骂' }).check();
  await report.getByRole('button', { name: '提交举报' }).click();
  await expect(report.getByRole('status')).toHaveText(/举报已提交/);
  await report.getByRole('button', { name: '知道了' }).click();
  await expect(
    bPanel.locator('li', { hasText: `大家好，今晚看球${mark}` }).getByRole('button', { name: '已举报' }),
  ).toBeDisabled();

  // HTML is shown as the characters typed, never run.
  const xss = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>${mark}`;
  await say(a, xss);
  await expect(bPanel.getByText(xss)).toBeVisible();
  expect(await b.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  await say(a, '找我代充，便宜');
  await expect(aPanel.getByTestId('chat-notice')).toHaveText(/消息含有违禁词「代充」，未发送/);

  // The server drops Bob's socket; the client is back within ~5 s with what was said meanwhile.
  const dropped = await request.post('/dev/chat/drop', { data: { userId: bob.userId } });
  expect(dropped.ok()).toBeTruthy();
  await expect(bPanel.getByRole('status', { name: '连接已断开，5 秒后重连' })).toBeVisible();
  await say(a, `断线期间说的话${mark}`);
  await expect(aPanel.getByText(`断线期间说的话${mark}`)).toBeVisible();
  await expect(bPanel.getByText(`断线期间说的话${mark}`)).toBeVisible({ timeout: 9_000 });
  await expect(bPanel.getByRole('status', { name: '已连接' })).toBeVisible();

  const muted = await request.post('/dev/chat/mute', {
    data: { userId: alice.userId, minutes: 10, reason: '刷屏' },
  });
  expect(muted.ok()).toBeTruthy();
  await expect(aPanel.getByTestId('chat-notice')).toHaveText(/您已被禁言至 .+，原因：刷屏/);
  await expect(aPanel.getByRole('textbox', { name: '说点什么…（最多 200 字）' })).toBeDisabled();
});
