import { expect, test, type APIRequestContext } from '@playwright/test';
import { Sportsbook } from '../support/pages/mf-sportsbook';
import { createMember, signIn } from '../support/site';

async function devPost(request: APIRequestContext, path: string, data: object) {
  const response = await request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

function yuan(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

test('a member places a 3串4 series on three in-play 英超 matches; it is pending, then accepted, then settled into the header balance', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(request, { balance: '1000' });
  await signIn(page, member);
  await devPost(request, '/dev/sports/config', { betDelayMs: 2_000 });
  await page.goto('/game/sport/crty');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('1,000');

  // 英超 matches of today (or, if today has fewer than three, of the early market).
  const quick = page.getByRole('tablist', { name: '热门联赛' });
  await new Sportsbook(page).reloadBy(quick.getByRole('tab', { name: '英超' }));
  let games = await new Sportsbook(page).boardGameIds();
  if (games.length < 3) {
    await new Sportsbook(page).reloadBy(
      page.getByRole('tablist', { name: '盘口类型' }).getByRole('tab', { name: '早盘', exact: true }),
    );
    await new Sportsbook(page).reloadBy(quick.getByRole('tab', { name: '英超' }));
    games = [...new Set([...games, ...(await new Sportsbook(page).boardGameIds())])];
  }
  expect(games.length, 'three 英超 matches').toBeGreaterThanOrEqual(3);
  const started = games.slice(0, 3);
  for (const gameId of started) await devPost(request, '/dev/sports/start', { gameId });

  // In play: the type tabs are deactivated; the quick list still narrows to 英超.
  await new Sportsbook(page).reloadBy(
    page.getByRole('tablist', { name: '盘口类型' }).getByRole('tab', { name: '滚球' }),
  );
  await expect(
    page.getByRole('tablist', { name: '运动类型' }).getByRole('tab', { name: /篮球/ }),
  ).toBeDisabled();
  await new Sportsbook(page).reloadBy(quick.getByRole('tab', { name: '英超' }));
  const cell = (id: string) => page.getByTestId(`odds-${id}`);
  // The first three in-play 英超 rows on screen with a 1X2 market (the board is virtualised).
  await expect(page.locator('[data-testid$=":M:H"]').nth(2)).toBeVisible();
  const live = await page
    .locator('[role="row"][data-game-id]')
    .filter({ has: page.locator('[data-testid$=":M:H"]') })
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-game-id') ?? ''));
  // The matches started above first: their result is ours to decide.
  const ordered = [...live.filter((g) => started.includes(g)), ...live.filter((g) => !started.includes(g))];
  const [g1, g2, g3] = ordered as [string, string, string];

  const slip = page.getByRole('region', { name: '投注单' });
  await slip.getByLabel('复式串关').check();
  for (const g of [g1, g2, g3]) await cell(`${g}:M:H`).click();
  await expect(slip.getByRole('listitem')).toHaveCount(3);
  await slip.getByLabel('串关组合').check();
  // Series shows Hong Kong odds and locks the switch.
  await expect(page.getByLabel('赔率格式')).toBeDisabled();
  await expect(page.getByLabel('赔率格式')).toHaveValue('H');

  // A fourth pick from a match already on the slip: both marked, placing blocked.
  await cell(`${g1}:OU:O`).click();
  await expect(slip.getByText('同场赛事的投注项不能串关，请移除其中一项')).toBeVisible();
  await expect(slip.getByRole('button', { name: '确认投注' })).toBeDisabled();
  await cell(`${g1}:OU:O`).click();
  await expect(slip.getByText('同场赛事的投注项不能串关，请移除其中一项')).toBeHidden();

  await expect(slip.getByTestId('stake-line-series:full')).toContainText('3串4');
  await expect(slip.getByTestId('stake-line-series:full')).toContainText('4 注');
  await slip.getByLabel('3串4 4 注 投注金额').fill('10');
  await expect(slip.getByTestId('slip-total-stake')).toHaveText('40');

  // In play the odds move and a market may be suspended during the delay: accept new odds
  // or place again until the ticket is accepted.
  const accepted = slip.getByText('投注成功，注单已确认');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await slip.getByRole('button', { name: '确认投注' }).click();
    const outcome = await Promise.race([
      slip
        .getByText('订单确认中，请稍候')
        .waitFor()
        .then(() => 'pending' as const),
      slip
        .getByText('赔率已变化，请确认新赔率后重新投注')
        .waitFor()
        .then(() => 'changed' as const),
    ]);
    if (outcome === 'changed') {
      await slip.getByRole('button', { name: '接受新赔率' }).click();
      continue;
    }
    const end = await Promise.race([
      accepted.waitFor({ timeout: 15_000 }).then(() => 'accepted' as const),
      slip
        .getByText(/^投注失败：/)
        .waitFor({ timeout: 15_000 })
        .then(() => 'rejected' as const),
    ]);
    if (end === 'accepted') break;
  }
  await expect(accepted).toBeVisible();
  await expect(balance).toContainText('960');

  const myBets = page.getByRole('region', { name: '我的注单' });
  await expect(myBets.getByText('复式 3串4')).toBeVisible();

  for (const gameId of [g1, g2, g3]) {
    await devPost(request, '/dev/sports/settle', { gameId, home: 9, away: 0, htHome: 5, htAway: 0 });
  }
  // Every leg won: four parlays of 10 pay well over the 40 staked, without a reload.
  await expect
    .poll(async () => yuan((await balance.textContent()) ?? '0'), { timeout: 15_000 })
    .toBeGreaterThan(1000);
  await myBets.getByRole('tab', { name: '已结算' }).click();
  await expect(myBets.getByText('复式 3串4')).toBeVisible();
  await expect(myBets.getByText(/赢/).first()).toBeVisible();
});

test('the in-play board stays virtualised and live under 1,000 matches and 500 odds changes a second', async ({
  page,
  request,
}) => {
  // Behaviour only: the timings are measured by scripts/bench/odds-storm.mjs, not here.
  await signIn(page, await createMember(request));
  await page.goto('/game/sport/crty?feed=synthetic&matches=1000&rate=500');
  const rows = page.locator('[role="row"][data-game-id]');
  await expect(rows.first()).toBeVisible();
  // The made-up board (its ids start with S), which this e2e server allows (SPORTS_SYNTHETIC_BOARD).
  await expect(rows.first()).toHaveAttribute('data-game-id', /^S\d+$/);
  expect(await rows.count()).toBeLessThan(60);
  // Odds move (a cell shows its rise or fall) while the board stays small.
  await expect(page.locator('[data-trend]').first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
});

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the board is match cards with nothing sideways; a tapped odd lands on the badge and in the slip sheet', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, await createMember(request, { balance: '100' }));
    await page.goto('/game/sport/crty');
    const card = page.getByRole('article').first();
    // The first load of host and remote can be slow on a busy machine. Late in the China day
    // 今日 may have no football left to kick off (the calendar is a real one): then 早盘.
    const empty = page.getByText('暂无赛事');
    await expect(card.or(empty).first()).toBeVisible({ timeout: 40_000 });
    if (await empty.isVisible()) {
      await page
        .getByRole('tablist', { name: '盘口类型' })
        .getByRole('tab', { name: '早盘', exact: true })
        .tap();
    }
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table')).toHaveCount(0);
    // The title stays on one line and the page never scrolls sideways.
    const title = page.getByRole('heading', { name: '体育投注', level: 1 });
    expect((await title.boundingBox())?.height ?? 0).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const teams = (await card.getAttribute('aria-label')) ?? '';
    const odd = card.getByRole('group', { name: '让球' }).getByRole('button').first();
    const name = (await odd.getAttribute('aria-label')) ?? '';
    await odd.tap();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    const badge = page.getByRole('button', { name: '打开投注单，已选 1 项' });
    await expect(badge).toBeInViewport();
    await badge.tap();

    const sheet = page.getByRole('dialog', { name: '投注单 (1)' });
    await expect(sheet).toBeInViewport();
    const item = sheet.getByRole('listitem', { name: teams });
    await expect(item).toBeVisible();
    // The pick reads as the board printed it (the cell's spoken name ends with its odds).
    const odds = name.split(' ').at(-1) ?? '';
    await expect(item).toContainText(`@${odds}`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });
});
