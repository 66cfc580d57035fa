import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember, signIn, type TestMember } from '../support/site';

/**
 * The simulated providers look like what they stand in for (issue 28 item 15): a drawn 5×3
 * slot with paylines, fish drawn on a canvas, a live table with a dealer and card faces, and
 * one small 试玩 mark instead of a 演示 banner. SHOTS=1 keeps screenshots in /tmp/game-look.
 */
async function api<T>(request: APIRequestContext, path: string, data: unknown, token: string): Promise<T> {
  const response = await request.post(`/game/api/v1/${path}`, {
    headers: {
      'site-id': '1001',
      timestamp: String(Date.now()),
      'client-type': 'web',
      token,
      'request-id': randomUUID(),
    },
    data,
  });
  const body = (await response.json()) as { status_code: number; data: T; message: string };
  if (body.status_code !== 6000) throw new Error(`${path}: ${body.status_code} ${body.message}`);
  return body.data;
}

/** Opens a venue's game in its own window, as a launch link: the standalone page. */
async function openGame(page: Page, request: APIRequestContext, member: TestMember, venue: string) {
  await api(request, 'venue/transfer', { channelCode: venue, amount: '100', ty: 1 }, member.token);
  const launched = await api<{ url: string; form: string }>(
    request,
    'launch',
    { enName: venue },
    member.token,
  );
  expect(launched.form).not.toBe('html');
  await page.goto(launched.url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.locator('#balance')).toHaveText('100.00', { timeout: 20_000 });
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/game-look/${name}.png`, fullPage: true });
}

/** One mark, its disclosure behind it; no 演示 or 由本站模拟 on the screen. */
async function expectTrialMark(page: Page) {
  await expect(page.locator('.trial')).toHaveText('试玩');
  await expect(page.locator('.trial')).toHaveAttribute('title', /不连接外部游戏供应商/);
  await expect(page.getByText(/演示|由本站模拟/)).toHaveCount(0);
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('the slot is a drawn 5×3 video slot that shows its paying lines', async ({ page, request }) => {
      test.setTimeout(90_000);
      const member = await createMember(request, { balance: '300' });
      await signIn(page, member);
      await openGame(page, request, member, 'CQ9');
      await expectTrialMark(page);
      const cells = page.locator('#reels .cell');
      await expect(cells).toHaveCount(15);
      // Every cell is a drawing from the page's own sprite, not a character.
      await expect(page.locator('#reels .cell svg use')).toHaveCount(15);
      expect(await cells.first().textContent()).toBe('');
      await shot(page, `slot-${width}`);
      const spin = page.getByRole('button', { name: '旋转', exact: true });
      for (let i = 0; i < 6; i++) {
        await spin.click();
        await expect(page.locator('#reels')).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
        await expect(page.locator('#message')).toHaveText(/中奖|返还|未中奖|退回投注/);
        const paid = await page.locator('#reels .cell.hit').count();
        // A paying line is drawn over the reels through the cells that paid.
        const drawn = await page.locator('#paylines polyline').count();
        expect(drawn > 0).toBe(paid > 0);
        if (paid > 0) {
          await shot(page, `slot-win-${width}`);
          break;
        }
      }
    });

    test('fishing draws its fish on a canvas and shoots at a locked target', async ({ page, request }) => {
      const member = await createMember(request, { balance: '300' });
      await signIn(page, member);
      await openGame(page, request, member, 'JDB');
      await expectTrialMark(page);
      const canvas = page.locator('#sea-canvas');
      await expect(canvas).toBeVisible();
      // The sea is painted (not an empty box): many colours on the canvas.
      const colours = await canvas.evaluate((c: HTMLCanvasElement) => {
        const data =
          c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? new Uint8ClampedArray();
        const seen = new Set<number>();
        for (let i = 0; i < data.length; i += 4 * 97)
          seen.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
        return seen.size;
      });
      expect(colours).toBeGreaterThan(50);
      await page.getByRole('button', { name: '小丑鱼 2倍' }).click();
      await expect(page.locator('#message')).toHaveText(/捕获小丑鱼|没打中小丑鱼/);
      await shot(page, `fishing-${width}`);
    });

    test('the live table has a dealer and deals drawn card faces', async ({ page, request }) => {
      const member = await createMember(request, { balance: '300' });
      await signIn(page, member);
      await openGame(page, request, member, 'AG');
      await expectTrialMark(page);
      await expect(page.getByRole('img', { name: '荷官' })).toBeVisible();
      await page.getByRole('button', { name: '发牌', exact: true }).click();
      await expect(page.locator('#message')).toHaveText(/赢|退回|未中/);
      const cards = page.locator('#player .card');
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      await expect(cards.first()).toHaveAttribute('aria-label', /^(黑桃|红桃|方块|梅花)(A|[2-9]|10|J|Q|K)$/);
      await expect(cards.first().locator('svg use').first()).toHaveAttribute('href', /^#suit-[SHDC]$/);
      await page.waitForTimeout(800);
      await shot(page, `baccarat-${width}`);
    });
  });
}

/**
 * Issue 29 item 4 in a game window: when the reality check is due the server refuses the spin
 * and the game page itself shows the check; play goes on only after 继续游戏.
 */
test('a standalone game page shows the due reality check and plays on after it is acknowledged', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { balance: '300' });
  await signIn(page, member);
  const set = await request.post('/site/api/v1/protection/setRealityCheck', {
    headers: { 'site-id': '1001', timestamp: String(Date.now()), 'client-type': 'web', token: member.token },
    data: { intervalMinutes: 15 },
  });
  expect(((await set.json()) as { status_code: number }).status_code).toBe(6000);
  await openGame(page, request, member, 'CQ9');
  await request.post('/dev/protection-clock', { data: { minutes: 16 } });

  const spin = page.getByRole('button', { name: '旋转', exact: true });
  await spin.click();
  const dialog = page.getByRole('dialog', { name: '游戏时间提醒' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('登录时长');
  await expect(dialog).toContainText('本次净输赢');
  await expect(page.locator('#message')).toHaveText(/游戏时间提醒/);
  await expect(page.locator('#balance')).toHaveText('100.00');
  await shot(page, 'reality-check-1440');
  // Esc does not dismiss it: an answer is required.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '继续游戏' }).click();
  await expect(dialog).toBeHidden();
  await spin.click();
  await expect(page.locator('#message')).toHaveText(/中奖|返还|退回|未中奖/, { timeout: 15_000 });
  await expect(page.locator('#history li').first()).toContainText('投注 1.00');
});

/**
 * Issue 28 item 10: a game in its own window (no site around it) has the game bar itself:
 * 转入 from the center wallet and a balance read again (刷新, and on coming back to the window).
 */
test('a game in its own window has 转入 and a fresh venue balance', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, { balance: '300' });
  await signIn(page, member);
  await openGame(page, request, member, 'KY');
  const bar = page.locator('#window-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: '转入' }).click();
  const dialog = page.getByRole('dialog', { name: '转入场馆' });
  await expect(dialog).toContainText('中心钱包余额 200.00 元');
  await dialog.getByLabel('转入金额').fill('50');
  await dialog.getByRole('button', { name: '确认转入' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#balance')).toHaveText('150.00');
  await expect(page.locator('#message')).toHaveText('已转入 50.00 元');
  await shot(page, 'window-bar-1440');

  // Money moved elsewhere (the site's window): 刷新 shows it.
  await api(request, 'venue/transfer', { channelCode: 'KY', amount: '20', ty: 1 }, member.token);
  await bar.getByRole('button', { name: '刷新余额' }).click();
  await expect(page.locator('#balance')).toHaveText('170.00');
});
