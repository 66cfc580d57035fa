import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The back office end to end (issue 30), one operator day in order: an admin made by the
 * server's create-admin command enrols TOTP and creates a finance, a risk, a marketing, a
 * brand and a customer-service operator; each of them enrols with codes computed here by the server's own TOTP
 * library and does their job at /bo/; the players see the outcome on the player site; the
 * admin finds every action in the audit log.
 *
 * The command opens the database itself, and an embedded PGlite folder allows one process at
 * a time, so this spec runs its own server on its own fresh data folder. Its static root is a
 * folder of links to the repository's builds with a copy of host/brands (a pin rewrites a
 * brand file: never the repository's) and a re-release of mf-activities 1.0.0 as 1.0.1, the
 * version the brand operator pins. Players and their withdrawals are set up through the
 * player API (members from /dev/members); every operator action goes through the back office.
 */
const repo = join(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 18080) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const NEW_PASSWORD = 'a long e2e password 42';
const PIN_VERSION = '1.0.1';
const WITHDRAW_PASSWORD = createHash('md5').update('246810').digest('hex');

type Role = 'finance' | 'risk' | 'marketing' | 'brand' | 'cs';
interface Member {
  token: string;
  userId: string;
  name: string;
}

let dataDir = '';
let staticRoot = '';
let server: ChildProcess | null = null;
let adminPassword = '';
let admin: BrowserContext | null = null;
const issued: Partial<Record<Role, string>> = {};
const players: Record<'paid' | 'refused' | 'frozen', Member | null> = {
  paid: null,
  refused: null,
  frozen: null,
};
const orders: Record<'paid' | 'refused', string> = { paid: '', refused: '' };

/** The code an authenticator app shows now, from the server's own TOTP library (otpauth, RFC 6238). */
const totp = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

/** The repository's builds as a static root, with brands this spec may rewrite and one more release. */
function makeStaticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-e2e-bo-static-'));
  for (const entry of readdirSync(repo)) {
    if (entry === '.git' || entry === 'host' || entry === 'mf-activities') continue;
    symlinkSync(join(repo, entry), join(root, entry));
  }
  for (const [folder, own] of [
    ['host', 'brands'],
    ['mf-activities', 'dist'],
  ] as const) {
    mkdirSync(join(root, folder));
    for (const entry of readdirSync(join(repo, folder)))
      if (entry !== own) symlinkSync(join(repo, folder, entry), join(root, folder, entry));
  }
  cpSync(join(repo, 'host', 'brands'), join(root, 'host', 'brands'), { recursive: true });
  const dist = join(root, 'mf-activities', 'dist');
  mkdirSync(dist);
  symlinkSync(join(repo, 'mf-activities', 'dist', '1.0.0'), join(dist, '1.0.0'));
  cpSync(join(repo, 'mf-activities', 'dist', '1.0.0'), join(dist, PIN_VERSION), { recursive: true });
  const release = join(dist, PIN_VERSION, 'release.json');
  const record = JSON.parse(readFileSync(release, 'utf8')) as { version: string };
  writeFileSync(release, JSON.stringify({ ...record, version: PIN_VERSION }, null, 2));
  return root;
}

/** A member API call with the headers every call carries (SPEC §7); answers the envelope. */
async function memberApi(member: Member, path: string, data: unknown) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    body: JSON.stringify(data),
    headers: {
      token: member.token,
      'site-id': '1001',
      timestamp: String(Date.now()),
      'request-id': randomUUID(),
      'content-type': 'application/json',
    },
  });
  return (await response.json()) as { status_code: number; message: string; data: unknown };
}

/** A member with 1,000 yuan, a bank card and a withdrawal password; with a pending withdrawal of `amount`. */
async function memberWithWithdrawal(amount?: string): Promise<{ member: Member; orderNo: string }> {
  const made = await fetch(`${BASE}/dev/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ balance: '1000', bindPhone: true, bindRealName: true }),
  });
  expect(made.ok).toBe(true);
  const member = (await made.json()) as Member;
  if (!amount) return { member, orderNo: '' };
  const ok = async (path: string, data: unknown) => {
    const body = await memberApi(member, path, data);
    expect(body.status_code, `${path}: ${body.message}`).toBe(6000);
    return body.data;
  };
  await ok('/site/api/v1/withdrawal/pwd/set', {
    password: WITHDRAW_PASSWORD,
    secondPassword: WITHDRAW_PASSWORD,
  });
  const card = (await ok('/fd/api/v1/bankCard/add', {
    kind: 'bank',
    bankCode: 'CMB',
    cardNo: '6225880112345678',
    holderName: '张伟',
  })) as { id: string | number };
  const order = (await ok('/fd/api/v1/withdraw/new', {
    cardId: Number(card.id),
    amount,
    password: WITHDRAW_PASSWORD,
  })) as { orderNo: string };
  return { member, orderNo: order.orderNo };
}

/** Name and password, then the first login's enrolment: TOTP from the shown secret, a new password, recovery codes. */
async function enrol(page: Page, name: string, oneTimePassword: string): Promise<void> {
  await page.goto(`${BASE}/bo/`);
  await expect(page).toHaveURL(/\/bo\/login$/);
  await page.getByLabel('用户名').fill(name);
  await page.getByLabel('密码', { exact: true }).fill(oneTimePassword);
  await page.getByRole('button', { name: '下一步' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByTestId('totp-uri')).toContainText('otpauth://totp/');
  await page.getByLabel('确认动态码').fill(totp(secret));
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('list', { name: '请保存恢复码' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: '我已妥善保存，进入后台' }).click();
  await expect(page.getByRole('navigation', { name: '运营后台' })).toBeVisible();
}

/** Fills the reason of the open action dialog and confirms it with `confirm`. */
async function confirmWithReason(page: Page, reason: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-bo-'));
  staticRoot = makeStaticRoot();
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_ROOT: staticRoot,
    PORT: String(PORT),
    // Only for /dev/members (the players of the scenario); no operator action uses /dev.
    DEV_TOOLS: '1',
    CAPTCHA_MODE: 'test',
    // People decide withdrawals here, as in a production start.
    WITHDRAW_AUTO_OPERATOR: 'off',
  };
  const made = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/backoffice/create-admin.ts', '--name', 'e2e.admin'],
    { cwd: join(repo, 'server'), env },
  );
  adminPassword = /one-time password: (\S+)/.exec(made.stdout)?.[1] ?? '';
  expect(adminPassword).not.toBe('');
  // The server's own output, for a start that fails or hangs.
  const log = openSync(join(dataDir, '..', `${dataDir.split('/').pop()}.log`), 'w');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repo, 'server'),
    env,
    stdio: ['ignore', log, log],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/brands/index.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i === 239) throw new Error('the back-office e2e server did not start');
    await new Promise((done) => setTimeout(done, 500));
  }
  const paid = await memberWithWithdrawal('300');
  const refused = await memberWithWithdrawal('200');
  players.paid = paid.member;
  players.refused = refused.member;
  players.frozen = (await memberWithWithdrawal()).member;
  orders.paid = paid.orderNo;
  orders.refused = refused.orderNo;
});

test.afterAll(async () => {
  await admin?.close();
  if (server?.pid) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  for (const dir of [dataDir, staticRoot]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('an admin enrols TOTP at the first login and creates the operators of each role', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  admin = await browser.newContext({ baseURL: BASE });
  const page = await admin.newPage();
  await enrol(page, 'e2e.admin', adminPassword);
  await expect(page).toHaveURL(/\/bo\/withdrawals$/);
  const menu = page.getByRole('navigation', { name: '运营后台' });
  for (const item of ['提款审核', '会员管理', '审计日志', '操作员'])
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  // The operator's token is the back office's own: the member's key stays empty.
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), Boolean(localStorage.getItem('bo.session'))]),
  ).toEqual([null, true]);

  await menu.getByRole('link', { name: '操作员' }).click();
  const labels: Record<Role, string> = {
    finance: '财务',
    risk: '风控',
    marketing: '市场',
    brand: '品牌运营',
    cs: '客服',
  };
  for (const role of Object.keys(labels) as Role[]) {
    await page.getByRole('button', { name: '新建操作员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill(`e2e.${role}`);
    await dialog.getByLabel('角色').selectOption({ label: labels[role] });
    await confirmWithReason(page, `新员工入职：${labels[role]}`, '确定');
    await expect(
      page.getByRole('status').filter({ hasText: `操作员 e2e.${role} 已创建 一次性密码` }),
    ).toBeVisible();
    issued[role] = (await page.getByTestId('one-time-password').textContent()) ?? '';
    const row = page
      .getByRole('table', { name: '操作员' })
      .getByRole('row')
      .filter({ hasText: `e2e.${role}` });
    await expect(row).toContainText(labels[role]);
    await expect(row).toContainText('未绑定');
  }
});

test('a finance operator approves one withdrawal and rejects another; each player sees the outcome', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await enrol(page, 'e2e.finance', issued.finance ?? '');
  await expect(page).toHaveURL(/\/bo\/withdrawals$/);
  const queue = page.getByRole('table', { name: '提款审核' });
  const paidRow = queue.getByRole('row').filter({ hasText: orders.paid });
  await expect(paidRow).toContainText('300.00');
  await expect(paidRow).toContainText('首次提款');
  await paidRow.getByRole('button', { name: '通过' }).click();
  await confirmWithReason(page, '资料齐全，流水达标', '通过');
  await expect(paidRow).toHaveCount(0);

  await queue
    .getByRole('row')
    .filter({ hasText: orders.refused })
    .getByRole('button', { name: '拒绝' })
    .click();
  await confirmWithReason(page, '收款账户需本人核实', '拒绝');
  await page.getByRole('tab', { name: '已拒绝' }).click();
  await expect(queue.getByRole('row').filter({ hasText: orders.refused })).toContainText(
    '收款账户需本人核实',
  );

  // The players: the paid one's record says 已出款, the refused one reads the reason in a letter.
  const paidOrder = await memberApi(players.paid!, '/fd/api/v1/withdraw/withdrawOrderInfo', {
    orderNo: orders.paid,
  });
  expect((paidOrder.data as { status: string }).status).toBe('approved');
  // A player's tab beside the operator's (the same browser profile keeps the two sessions apart).
  const playerPage = await page.context().newPage();
  await playerPage.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [players.refused!.token, players.refused!.userId] as const,
  );
  await playerPage.goto(`${BASE}/mine/message`);
  const main = playerPage.getByRole('main');
  await main.getByRole('button', { name: /^提款审核未通过/ }).click();
  await expect(main.getByText(new RegExp(`${orders.refused}.*收款账户需本人核实`))).toBeVisible();
  const refusedOrder = await memberApi(players.refused!, '/fd/api/v1/withdraw/withdrawOrderInfo', {
    orderNo: orders.refused,
  });
  expect((refusedOrder.data as { status: string }).status).toBe('rejected');
});

test('a risk operator freezes a player, whose transfer into a game is then refused', async ({ page }) => {
  await enrol(page, 'e2e.risk', issued.risk ?? '');
  await page.goto(`${BASE}/bo/players/${players.frozen!.userId}`);
  await expect(page.getByRole('heading', { name: new RegExp(players.frozen!.name) })).toBeVisible();
  await page.getByRole('button', { name: '冻结', exact: true }).click();
  await page.getByRole('dialog').getByLabel('冻结范围').selectOption({ label: '游戏与投注' });
  await confirmWithReason(page, '疑似多账户套利，冻结待查', '冻结');
  await expect(page.getByRole('heading', { name: /冻结游戏/ })).toBeVisible();

  const transfer = await memberApi(players.frozen!, '/fd/api/v1/transfer/utcTransfer', {
    from: 'center',
    to: 'PG',
    amount: '10',
  });
  expect([transfer.status_code, transfer.message]).toEqual([
    6030,
    '您的账户已被暂停游戏和转入，如有疑问请联系客服',
  ]);
});

test('a marketing operator ends a promotion now and publishes a notice that players see', async ({
  page,
}) => {
  await enrol(page, 'e2e.marketing', issued.marketing ?? '');
  await page.goto(`${BASE}/bo/promotions`);
  const row = page
    .getByRole('table', { name: '活动管理' })
    .getByRole('row')
    .filter({ hasText: '进行中' })
    .first();
  const id = (await row.getByRole('cell').first().textContent()) ?? '';
  await row.getByRole('button', { name: '立即结束' }).click();
  await confirmWithReason(page, '预算已用完，提前结束', '确定');
  const ended = page
    .getByRole('table', { name: '活动管理' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(ended).toContainText('已结束');
  await expect(ended.getByRole('button', { name: '立即结束' })).toHaveCount(0);

  // The same operator edits the newest notice, pins it, publishes it; the home marquee shows it.
  await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '内容管理' }).click();
  await page.getByRole('table', { name: '公告' }).getByRole('row').nth(1).getByRole('link').click();
  await page.getByLabel(/标题/).fill('周末存款加赠 名额有限');
  await page.getByLabel(/正文/).fill('本周六、日首笔存款加赠10%，每人限领一次。');
  await page.getByRole('checkbox', { name: '置顶' }).check();
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '草稿已保存' })).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await confirmWithReason(page, '周末活动公告上线', '发布');
  await expect(page.getByRole('tab', { name: /简体/ })).toContainText('已发布');

  const player = await page.context().browser()!.newContext({ baseURL: BASE });
  const home = await player.newPage();
  await home.goto('/home');
  // A cold home page loads several remotes: on a busy 2-core machine that took over 10 s.
  await expect(home.getByTestId('home-notices')).toContainText(
    '【周末存款加赠 名额有限】本周六、日首笔存款加赠10%，每人限领一次。',
    { timeout: 45_000 },
  );
  await player.close();
});

test('a player sends feedback, a customer-service operator replies, the player reads the reply', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const member = (await memberWithWithdrawal()).member;
  const playerPage = await page.context().newPage();
  await playerPage.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
    },
    [member.token, member.userId] as const,
  );
  await playerPage.goto(`${BASE}/mine/feedback`);
  const main = playerPage.getByRole('main');
  await main.getByLabel('反馈类型').selectOption({ label: '存款问题' }, { timeout: 45_000 });
  await main.getByLabel('反馈内容').fill('昨晚的支付宝存款还没到账，请帮忙查一下');
  await main.getByRole('button', { name: '提交反馈' }).click();
  await expect(main.getByText('昨晚的支付宝存款还没到账，请帮忙查一下')).toBeVisible();

  await enrol(page, 'e2e.cs', issued.cs ?? '');
  await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '反馈处理' }).click();
  const item = page.getByRole('listitem', { name: `${member.name} 存款问题` });
  await expect(item).toContainText('昨晚的支付宝存款还没到账');
  await item.getByRole('button', { name: '回复' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/回复内容/).fill('您好，款项已于今早到账，请刷新余额查看。');
  await dialog.getByRole('button', { name: '发送回复' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('tab', { name: '已回复' }).click();
  await expect(page.getByRole('listitem', { name: `${member.name} 存款问题` })).toContainText('会员未读');

  await playerPage.reload();
  await expect(main.getByText('新回复', { exact: true })).toBeVisible({ timeout: 45_000 });
  await main.getByRole('button', { name: '展开' }).click();
  await expect(main.getByText('您好，款项已于今早到账，请刷新余额查看。')).toBeVisible();
});

test('a brand operator pins a remote version and a player page loads it', async ({ page, browser }) => {
  await enrol(page, 'e2e.brand', issued.brand ?? '');
  await page.goto(`${BASE}/bo/brands`);
  const row = page
    .getByRole('table', { name: 'default' })
    .getByRole('row')
    .filter({ hasText: 'mf_activities' });
  await expect(row).toContainText('1.0.0');
  await row.getByRole('button', { name: '指定版本' }).click();
  await page.getByRole('dialog').getByLabel('版本号').fill(PIN_VERSION);
  await confirmWithReason(page, '活动模块热修复上线', '确定');
  await expect(row).toContainText(PIN_VERSION);
  await expect(row).toContainText('1.0.0');

  const player = await browser.newContext({ baseURL: BASE });
  const playerPage = await player.newPage();
  const loaded = playerPage.waitForResponse(
    (r) => r.url().includes(`/remotes/mf-activities/${PIN_VERSION}/`) && r.ok(),
  );
  await playerPage.goto('/activity/discount');
  await loaded;
  await expect(playerPage.getByRole('main')).toBeVisible();
  await player.close();
});

test('the audit log shows every one of those actions with its operator and reason', async () => {
  const page = await admin!.newPage();
  await page.goto(`${BASE}/bo/audit`);
  const log = page.getByRole('table', { name: '审计日志' });
  const expected: [string, string][] = [
    ['e2e.admin', '新员工入职：财务'],
    ['e2e.finance', '资料齐全，流水达标'],
    ['e2e.finance', '收款账户需本人核实'],
    ['e2e.risk', '疑似多账户套利，冻结待查'],
    ['e2e.marketing', '预算已用完，提前结束'],
    ['e2e.brand', '活动模块热修复上线'],
    ['e2e.marketing', '周末活动公告上线'],
  ];
  for (const [operator, reason] of expected)
    await expect(log.getByRole('row').filter({ hasText: reason })).toContainText(operator);
});
