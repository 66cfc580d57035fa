import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HostShell } from '../support/pages/host';
import { CasinoVenues } from '../support/pages/mf-casino-venues';
import { createMember, signIn } from '../support/site';

/** A platform call from the test itself (the headers every call carries, SPEC §7). */
async function api<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(`/game/api/v1/${path}`, {
    headers: {
      'site-id': '1001',
      timestamp: String(Date.now()),
      'client-type': 'web',
      // A money call carries its request id (the ledger is idempotent on it).
      ...(token ? { token, 'request-id': randomUUID() } : {}),
    },
    data,
  });
  const body = (await response.json()) as { status_code: number; data: T; message: string };
  if (body.status_code !== 6000) throw new Error(`${path}: ${body.status_code} ${body.message}`);
  return body.data;
}

/** The first game of a provider whose launch is a full link (embedded), by name. */
async function aSlotOf(request: APIRequestContext, channelCode: string): Promise<string> {
  const page = await api<{ list: { name: string }[] }>(request, 'gameList', {
    pageNum: 1,
    pageSize: 1,
    channelCode,
    category: 'DZ',
  });
  const first = page.list[0];
  if (!first) throw new Error(`no games of ${channelCode}`);
  return first.name;
}

const venueBalanceOf = async (page: Page) => (await new CasinoVenues(page).venueBalance.textContent()) ?? '';

test('a member with auto-transfer plays the demo slot embedded, then sweeps every venue back to the center wallet', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { balance: '1000' });
  await signIn(page, member);

  await page.goto('/mine/transfermoney');
  // The switch follows the server's answer, so click and wait for it rather than check().
  await page.getByLabel('自动免转').click();
  await expect(new HostShell(page).toasts.getByText('已开启自动免转')).toBeVisible();
  await expect(page.getByLabel('自动免转')).toBeChecked();

  const name = await aSlotOf(request, 'CQ9');
  await page.goto('/game/egame');
  const lobby = new CasinoVenues(page).lobby;
  await expect(lobby.getByTestId('jackpot')).toBeVisible();
  await lobby.getByRole('searchbox', { name: '搜索游戏' }).fill(name);
  const card = lobby.getByTestId('game-card').filter({ hasText: name }).first();
  await expect(card).toBeVisible();
  await expect(lobby.getByText(/^共\d+款游戏$/)).toBeVisible();
  await card.getByRole('button').first().click();

  // Embedded: /game/<encoded url>, the demo slot in the frame, the venue balance above it.
  await expect(page).toHaveURL(/\/game\/https?%3A%2F%2F/);
  // The launch code never sits in the address bar (issue 10 item 7).
  expect(page.url()).not.toMatch(/code%3D|token%3D/);
  const balance = new CasinoVenues(page).venueBalance;
  // Two decimals, as the game itself shows its balance (issue 15 item 21).
  await expect(balance).toHaveText('¥1,000.00');
  await expect(new HostShell(page).balance).not.toContainText('1,000');
  const bar = page.getByRole('toolbar', { name: '游戏' });
  const refresh = bar.getByRole('button', { name: '刷新', exact: true });
  const game = page.frameLocator('iframe[title="游戏"]');
  await expect(game.getByText('试玩', { exact: true })).toBeVisible();
  const before = await venueBalanceOf(page);
  for (let spin = 0; spin < 20; spin += 1) {
    await game.getByRole('button', { name: '旋转' }).click();
    await expect(game.getByRole('button', { name: '旋转' })).toBeEnabled();
    await refresh.click();
    await expect(refresh).toBeEnabled();
    if ((await venueBalanceOf(page)) !== before) break;
  }
  await expect(balance).not.toHaveText(before);
  // The header drops a trailing .00 (SPEC §9); the game bar always shows two decimals.
  const left = (await venueBalanceOf(page)).replace('¥', '').replace(/\.00$/, '');

  await bar.getByRole('button', { name: /返回/ }).click();
  await expect(page).toHaveURL(/\/game\/egame$/);

  await page.goto('/mine/transfermoney');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: '一键回收' }).click();
  // Everything that was in the venue is back in the center wallet.
  await expect(new HostShell(page).balance).toContainText(left);

  await page
    .getByRole('complementary', { name: '会员中心导航' })
    .getByRole('link', { name: '交易记录' })
    .click();
  await expect(
    page
      .getByRole('main')
      .getByText(/中心钱包 → CQ9电子/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/CQ9电子 → 中心钱包/)
      .first(),
  ).toBeVisible();
});

test('a guest clicking a game is asked to log in first', async ({ page }) => {
  await page.goto('/game/egame');
  const lobby = new CasinoVenues(page).lobby;
  await lobby.getByTestId('game-card').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByText('请先登录后了解更多')).toBeVisible();
  await expect(page).toHaveURL(/\/game\/egame$/);
});

test('a venue in maintenance says so, in the lobby and when a member tries to enter it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member);
  await page.goto('/game/egame');
  const lobby = new CasinoVenues(page).lobby;
  const tab = lobby.getByRole('tab', { name: /PT电子/ });
  await expect(tab.getByText('维护中')).toBeVisible();
  await tab.click();
  await expect(lobby.getByRole('note')).toContainText('维护');
  await lobby.getByTestId('game-card').first().getByRole('button').first().click();
  await expect(new HostShell(page).toasts.getByText(/PT电子.*维护/)).toBeVisible();
});

test('PG game content opens on the slot host page, and the sport venue list enters CRTY locally', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { balance: '50' });
  await signIn(page, member);
  await page.goto('/game/egame');
  const lobby = new CasinoVenues(page).lobby;
  await lobby.getByRole('tab', { name: 'PG电子' }).click();
  await lobby
    .getByTestId('game-card')
    .filter({ hasText: 'PG电子' })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/pg\/game$/);
  const slot = page.frameLocator('iframe[title="PG游戏"]');
  await expect(slot.getByText('试玩', { exact: true })).toBeVisible();
  await expect(slot.getByRole('button', { name: '旋转' })).toBeVisible();

  await page.goto('/game/sport');
  const venues = new CasinoVenues(page).venueList;
  await expect(venues.getByRole('heading', { name: '体育赛事' })).toBeVisible();
  await venues.getByRole('button', { name: '进入皇冠体育' }).click();
  await expect(page).toHaveURL(/\/game\/sport\/crty$/);
});

/**
 * Chess, lottery and e-sports venues open tables of their own kind (issue 15 item 12), each
 * playing the member's venue money through the ledger: 炸金花, 极速快三, a virtual match.
 */
test('a member plays 炸金花, 极速快三 and a virtual e-sports match at their venues', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { balance: '300' });
  for (const venue of ['TYQP', 'JCCP', 'XYDJ'])
    await api(request, 'venue/transfer', { channelCode: venue, amount: '100', ty: 1 }, member.token);
  await signIn(page, member);
  const tables: [path: string, venue: string, play: string, said: RegExp][] = [
    ['/game/chess', '天游棋牌', '发牌比牌', /胜出|牌型相同/],
    ['/game/lottery', '吉彩彩票', '投注并开奖', /中奖|未中奖/],
    ['/game/gaming', '星耀电竞', '投注', /获胜/],
  ];
  for (const [path, venue, play, said] of tables) {
    await page.goto(path);
    await new CasinoVenues(page).venueList
      .getByRole('button', { name: new RegExp(venue) })
      .first()
      .click();
    await expect(page, venue).toHaveURL(/\/game\/https?%3A%2F%2F/);
    const game = page.frameLocator('iframe[title="游戏"]');
    await expect(game.getByText('试玩', { exact: true })).toBeVisible();
    await expect(game.locator('#balance')).toHaveText('100.00');
    await game.getByRole('button', { name: play, exact: true }).click();
    await expect(game.getByRole('status'), venue).toHaveText(said);
    // The round is recorded, and the site's game bar reads the same venue balance as the game.
    await expect(game.locator('#history li').first()).toContainText('投注 10.00');
    const inGame = (await game.locator('#balance').textContent()) ?? '';
    await expect(new CasinoVenues(page).venueBalance).toHaveText(`¥${inGame}`);
  }
});
