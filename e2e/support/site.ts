import type { APIRequestContext, Page } from '@playwright/test';

export interface TestMember {
  token: string;
  userId: string;
  name: string;
  password: string;
  /** The bound phone (empty without bindPhone). */
  phone?: string;
}

/**
 * Holds every request of `page` to `url` until the returned function is called (a slow line
 * for those files only); the held requests then go through.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The latest code the simulated sender wrote to the dev outbox for `target`. */
export async function codeSentTo(request: APIRequestContext, target: string): Promise<string> {
  // The click on 获取验证码 returns before its call has reached the server: wait for the code.
  const until = Date.now() + 10_000;
  for (;;) {
    const rows = (await (await request.get('/dev/outbox')).json()) as { target: string; code: string }[];
    const row = rows.find((r) => r.target.includes(target));
    if (row) return row.code;
    if (Date.now() > until) throw new Error(`no code in the outbox for ${target}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A fresh member through the dev tools of the e2e server (DEV_TOOLS=1). */
export async function createMember(
  request: APIRequestContext,
  options: { bindPhone?: boolean; bindRealName?: boolean; balance?: string; siteId?: string } = {},
): Promise<TestMember> {
  const response = await request.post('/dev/members', { data: options });
  if (!response.ok()) throw new Error(`POST /dev/members: ${response.status()} ${await response.text()}`);
  return (await response.json()) as TestMember;
}

/** Starts every page of this test logged in as `member` (the token is what the site stores). */
export async function signIn(page: Page, member: TestMember): Promise<void> {
  await page.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [member.token, member.userId] as const,
  );
}
