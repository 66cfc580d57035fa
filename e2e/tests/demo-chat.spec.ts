import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createMember } from '../support/site';

/**
 * One federation runtime (issue 31): mf-chat's remoteEntry.js no longer carries its own, so
 * the standalone demo game pages (no host) load the remote's federation-runtime.js first, and
 * in the site the host's runtime serves it. The chat opens in both, and in the host in zh-TW.
 */
async function launchUrl(request: APIRequestContext, token: string, venue: string): Promise<string> {
  const headers = { 'site-id': '1001', 'client-type': 'web', token };
  const call = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`/game/api/v1/${path}`, {
      headers: { ...headers, timestamp: String(Date.now()), 'request-id': randomUUID() },
      data,
    });
    const body = (await response.json()) as { status_code: number; data: T; message: string };
    if (body.status_code !== 6000) throw new Error(`${path}: ${body.status_code} ${body.message}`);
    return body.data;
  };
  await call('venue/transfer', { channelCode: venue, amount: '100', ty: 1 });
  const launched = await call<{ url: string }>('launch', { enName: venue });
  return launched.url.replace(/^https?:\/\/[^/]+/, '');
}

async function openChatIn(page: Page, room: RegExp): Promise<void> {
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-panel').getByRole('heading', { name: room })).toBeVisible();
}

for (const width of [1440, 390]) {
  test(`at ${width} px the chat opens on a standalone demo game page, on the runtime script`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const member = await createMember(request, { balance: '300' });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto(await launchUrl(request, member.token, 'CQ9'));
    await expect(page.locator('#balance')).toHaveText('100.00', { timeout: 20_000 });
    await openChatIn(page, /^综合大厅/);
    const runtime = scripts.findIndex((p) => /^\/remotes\/mf-chat\/[^/]+\/federation-runtime\.js$/.test(p));
    const entry = scripts.findIndex((p) => /^\/remotes\/mf-chat\/[^/]+\/remoteEntry\.js$/.test(p));
    expect(runtime).toBeGreaterThanOrEqual(0);
    expect(entry).toBeGreaterThan(runtime);
    expect(warnings.filter((w) => /chat unavailable|federation runtime/i.test(w))).toEqual([]);
  });
}

test('in the site the chat runs on the host runtime, in zh-CN and zh-TW', async ({ browser }) => {
  for (const [locale, room] of [
    ['zh-CN', /^综合大厅/],
    ['zh-TW', /^綜合大廳/],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((chosen) => localStorage.setItem('site.locale', chosen), locale);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/home');
    await openChatIn(page, room);
    // The host's provideExternalRuntime is the one runtime: no runtime script of the remote.
    expect(scripts.some((p) => p.endsWith('/remoteEntry.js') && p.includes('/mf-chat/'))).toBe(true);
    expect(scripts.filter((p) => p.endsWith('/federation-runtime.js'))).toEqual([]);
    await context.close();
  }
});
