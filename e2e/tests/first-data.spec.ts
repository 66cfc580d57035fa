import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Issue 31: /home's sections show the answers the server sent with the page (no second
 * round of API calls from the browser), and a page the player pointed at has its data in
 * the cache before the click.
 */
const API = {
  notices: '/advertising/queryNoticeListByPage',
  banners: '/advertising/navigationList',
  hotMatches: '/hotMatches',
  gameList: '/gameList',
  venues: '/getVenueInfoByCategory',
};

interface Call {
  path: string;
  at: number;
  answered: boolean;
}

/** Every API call the browser sends, with when it was sent and whether it was answered. */
function recordApi(page: Page): { calls: Call[] } {
  const log = { calls: [] as Call[] };
  const byRequest = new Map<Request, Call>();
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST') return;
    const call = {
      path: new URL(request.url()).pathname,
      at: Date.now(),
      answered: false,
    };
    byRequest.set(request, call);
    log.calls.push(call);
  });
  page.on('requestfinished', (request: Request) => {
    const call = byRequest.get(request);
    if (call) call.answered = true;
  });
  return log;
}

/** Waits until a call to `suffix` has been answered (the cache holds it). */
async function answered(api: { calls: Call[] }, suffix: string): Promise<void> {
  await expect
    .poll(() => api.calls.some((c) => c.path.endsWith(suffix) && c.answered), {
      timeout: 30_000,
    })
    .toBe(true);
}

interface Block {
  siteId: string;
  locale: string;
  reads: { path: string; payload: unknown; data: unknown; readAt: number }[];
}

test('a cold /home shows notices, banners, hot matches and hot games from the page itself, calling none of them', async ({
  page,
}) => {
  // The server keeps the answers fresh while /home is being visited (a brand asked for in the
  // last minute): an idle e2e site's first page may carry answers past their staleTime, which the
  // sections then ask again. Visit once, as the site's traffic does, until the answers are fresh.
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get('/home', { headers: { accept: 'text/html' } })).text();
        const json = /<script id="site-first-reads" type="application\/json">([\s\S]*?)<\/script>/.exec(
          html,
        )?.[1];
        const reads = json ? (JSON.parse(json) as Block).reads : [];
        return reads.length === 4 && reads.every((r) => Date.now() - r.readAt < 5_000);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const api = recordApi(page);
  await page.goto('/home');
  const block = JSON.parse(
    (await page.locator('#site-first-reads').textContent({ timeout: 5_000 })) ?? '{}',
  ) as Block;
  expect(block.reads.map((r) => r.path.split('/').pop())).toEqual(
    expect.arrayContaining(['navigationList', 'queryNoticeListByPage', 'hotMatches', 'gameList']),
  );
  const dataOf = <T>(suffix: string) => block.reads.find((r) => r.path.endsWith(suffix))?.data as T;
  const notice = dataOf<{ list: { title: string }[] }>(API.notices).list[0]?.title ?? '';
  const match = dataOf<{ matches: { team_h: string }[] }>(API.hotMatches).matches[0]?.team_h ?? '';
  const game = dataOf<{ list: { name: string }[] }>(API.gameList).list[0]?.name ?? '';
  expect(notice && match && game).toBeTruthy();

  const home = page.getByTestId('home');
  await expect(home.getByText(notice).first()).toBeVisible({ timeout: 30_000 });
  await expect(home.getByText(match).first()).toBeVisible();
  await expect(home.getByText(game).first()).toBeVisible();
  // The sections mounted with the server's answers: the browser asked for none of them.
  // (Hot matches older than their 10 s staleTime are asked again by design, after showing.)
  const asked = (suffix: string) => api.calls.filter((c) => c.path.endsWith(suffix));
  expect(asked(API.notices)).toEqual([]);
  expect(asked(API.banners)).toEqual([]);
  expect(asked(API.gameList)).toEqual([]);
  const hotAge = Date.now() - (block.reads.find((r) => r.path.endsWith(API.hotMatches))?.readAt ?? 0);
  if (hotAge < 5_000) expect(asked(API.hotMatches)).toEqual([]);
});

test('pointing at 体育 loads its venue list before the click: the page shows it with no call of its own', async ({
  page,
}) => {
  const api = recordApi(page);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const sport = nav.getByRole('link', { name: '体育', exact: true });
  await expect(sport).toBeVisible({ timeout: 30_000 });
  await sport.hover();
  await answered(api, API.venues);
  const clickedAt = Date.now();
  await sport.click();
  await expect(page).toHaveURL(/\/game\/sport$/);
  await expect(page.getByRole('button', { name: /^进入/ }).first()).toBeVisible();
  expect(api.calls.filter((c) => c.path.endsWith(API.venues) && c.at >= clickedAt)).toEqual([]);
});

test('pointing at 电子 loads the lobby providers and first page of games before the click', async ({
  page,
}) => {
  const api = recordApi(page);
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const egame = nav.getByRole('link', { name: '电子', exact: true });
  await expect(egame).toBeVisible({ timeout: 30_000 });
  await egame.hover();
  await answered(api, API.gameList);
  await answered(api, API.venues);
  const clickedAt = Date.now();
  await egame.click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  // /home stays mounted, hidden, in the tab cache with its own hot-game cards: the lobby's are the visible ones.
  await expect(page.locator('[data-testid="game-card"]:visible').first()).toBeVisible();
  const after = api.calls.filter((c) => c.at >= clickedAt);
  expect(after.filter((c) => c.path.endsWith(API.venues))).toEqual([]);
  expect(after.filter((c) => c.path.endsWith(API.gameList))).toEqual([]);
});

test("/home's sections are in the server's HTML with their data, then the remotes' own take over", async ({
  browser,
}) => {
  // Before any script: what a player sees at the first paint (JavaScript off shows exactly that).
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  const first = await bare.newPage();
  await first.goto('/home');
  await expect(first.getByTestId('home-banners').locator('img').first()).toBeVisible();
  await expect(first.getByTestId('home-notices')).toContainText('【');
  await expect(first.getByTestId('home-venues').getByRole('link')).toHaveCount(7);
  await expect(first.locator('[data-testid^="hot-odds-"]').first()).toBeVisible();
  await expect(first.getByTestId('home-hot-games').getByTestId('game-card').first()).toBeVisible();
  await bare.close();

  // With scripts: the same sections, now the remotes' (no server copy left), and they answer a click.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/home');
  await expect(
    page.locator('[data-remote-slot="mf_casino_venues"][data-module="./HomeVenues"] a').first(),
  ).toBeVisible();
  await expect(page.locator('[data-server-markup]')).toHaveCount(0, { timeout: 20_000 });
  await page
    .getByTestId('home-venues')
    .getByRole('link', { name: /电子游戏/ })
    .click();
  await expect(page).toHaveURL(/\/game\/egame$/);
  await context.close();
});

test("a guest's /home downloads no auth, chat, transfer or venue-launcher code until asked; the chat launcher is there and opens the lobby", async ({
  page,
}) => {
  const remotes: string[] = [];
  page.on('request', (request) => {
    const remote = /\/remotes\/(mf-[a-z-]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (remote) remotes.push(remote);
  });
  await page.goto('/home');
  const launcher = page.getByRole('button', { name: '聊天', exact: true });
  await expect(launcher).toBeVisible({ timeout: 30_000 });
  // Past the moment a member's widgets load (the browser idle, at most 3 s).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_500);
  expect(remotes.filter((r) => ['mf-auth', 'mf-chat', 'mf-funds'].includes(r))).toEqual([]);
  // The auth dialog comes when the player points at 登录 (before the click).
  await page.locator('header').getByRole('button', { name: '登录', exact: true }).hover();
  await expect.poll(() => remotes.includes('mf-auth')).toBe(true);
  await launcher.hover();
  await expect.poll(() => remotes.includes('mf-chat')).toBe(true);
  await launcher.click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel.getByRole('heading', { name: '综合大厅' })).toBeVisible();
  await expect(panel.getByText('游客只能浏览聊天，登录后即可发言')).toBeVisible();
  // mf-chat's own widget took over: one launcher, none while the panel is open.
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  expect(remotes).not.toContain('mf-funds');
});
