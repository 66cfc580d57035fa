import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CasinoVenues } from '../support/pages/mf-casino-venues';
import { createMember, signIn, type TestMember } from '../support/site';

/** The member's venue balance as the server holds it, in the game bar's format (¥1,234.50). */
async function serverVenueBalance(request: APIRequestContext, member: TestMember, channelCode: string) {
  const response = await request.post('/game/api/v1/venue/balance', {
    headers: {
      'site-id': '1001',
      timestamp: String(Date.now()),
      'client-type': 'web',
      token: member.token,
      'request-id': randomUUID(),
    },
    data: { channelCode },
  });
  const body = (await response.json()) as { status_code: number; data: { balance: string } };
  expect(body.status_code).toBe(6000);
  const [whole = '0', cents = '00'] = body.data.balance.split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/**
 * Issue 28 item 1: a PG game from the home page's 热门游戏 opens on /pg/game (the game
 * content in a srcdoc frame); a spin must show the reels land, the result, and the venue
 * balance and recent records change, in the game and in the bar, as the server holds them.
 */
test('a member plays a PG slot from the home page hot games and sees every spin land', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = await createMember(request, { balance: '100' });
  await signIn(page, member);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/home');
  const hot = page.getByTestId('home-hot-games');
  const card = hot.getByTestId('game-card').filter({ hasText: 'PG电子' }).first();
  // The first catalogue read of a fresh server can take a while on a loaded machine.
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/pg\/game$/);

  const venues = new CasinoVenues(page);
  const bar = page.getByRole('toolbar', { name: '电子游戏' });
  const game = page.frameLocator('iframe[title="PG游戏"]');
  const spin = game.getByRole('button', { name: '旋转', exact: true });
  // The game document loads its scripts and trades its launch code first.
  await expect(spin).toBeVisible({ timeout: 30_000 });
  await expect(venues.venueBalance).toHaveText(/^¥[\d,]+\.\d\d$/);
  // One game bar: the site's. The page's own bar is for a game in a window of its own.
  await expect(game.locator('#window-bar')).toBeHidden();

  // An empty venue: the bar's 转入 moves money in, and both the bar and the game show it.
  if ((await venues.venueBalance.textContent()) === '¥0.00') {
    await bar.getByRole('button', { name: '转入' }).click();
    const dialog = page.getByRole('dialog', { name: '转入场馆' });
    await dialog.getByLabel('转入金额').fill('50');
    await dialog.getByRole('button', { name: '确认转入' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(venues.venueBalance).not.toHaveText('¥0.00');
  const start = await serverVenueBalance(request, member, 'PG');
  await expect(venues.venueBalance).toHaveText(start);
  await expect(game.locator('#balance')).toHaveText(start.replace('¥', ''));

  const records = game.locator('#history li');
  const message = game.locator('#message');
  for (let round = 1; round <= 3; round += 1) {
    const before = await serverVenueBalance(request, member, 'PG');
    await spin.click();
    // The reels spin, then land on the server's result.
    await expect(game.locator('#reels')).toHaveAttribute('data-state', 'stopped', { timeout: 15_000 });
    // A return at or below the stake is said as such, never as 恭喜中奖 (issue 29 item 7).
    await expect(message).toHaveText(
      /^(恭喜中奖 [\d.]+ 元！|本局返还 [\d.]+ 元（少于投注 [\d.]+ 元）|本局退回投注 [\d.]+ 元，不输不赢|未中奖，再接再厉)$/,
    );
    await expect(message).not.toHaveClass(/error/);
    await expect(game.locator('#reels .cell')).toHaveCount(15);
    await expect(game.locator('#reels .cell.blur')).toHaveCount(0);
    await expect(records).toHaveCount(round);
    await expect(records.first()).toContainText('投注 1.00');

    // The screen holds what the server holds, in the game and in the bar.
    const after = await serverVenueBalance(request, member, 'PG');
    await expect(game.locator('#balance')).toHaveText(after.replace('¥', ''));
    await expect(venues.venueBalance).toHaveText(after);
    // A loss or a part of the stake back lowers the balance (a stake returned whole leaves it).
    const lost = /未中奖|少于投注/.test((await message.textContent()) ?? '');
    if (lost) expect(after).not.toBe(before);
  }
  await expect(page.getByText(/postMessage|Invalid target origin/)).toHaveCount(0);
  await expect(game.getByText(/postMessage|Invalid target origin|Failed to/)).toHaveCount(0);
  expect(problems).toEqual([]);
});
