import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

/**
 * The back office end to end (issue 30): an admin made by the server's create-admin command
 * signs in at /bo/ with a TOTP code computed here (first login: enrol, new password, recovery
 * codes) and lands on the withdrawal queue. The command opens the database itself, and an
 * embedded PGlite folder allows one process at a time, so this spec runs its own server on
 * its own fresh data folder: the command first, then the server.
 */
const repo = join(__dirname, '..', '..');
const PORT = Number(process.env.E2E_PORT ?? 18080) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = 'e2e.admin';
const NEW_PASSWORD = 'a long e2e password 42';

let dataDir = '';
let server: ChildProcess | null = null;
let oneTimePassword = '';

/** RFC 6238 (SHA-1, 6 digits, 30 s), as the operator's authenticator app computes it. */
function totp(secretBase32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-bo-'));
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), DEV_TOOLS: '0' };
  const made = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/backoffice/create-admin.ts', '--name', ADMIN],
    { cwd: join(repo, 'server'), env },
  );
  oneTimePassword = /one-time password: (\S+)/.exec(made.stdout)?.[1] ?? '';
  expect(oneTimePassword).not.toBe('');
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repo, 'server'),
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${BASE}/brands/index.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the back-office e2e server did not start');
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((done) => server?.once('exit', done));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('an admin enrols TOTP at the first login and sees the withdrawal queue', async ({ page }) => {
  await page.goto(`${BASE}/bo/`);
  await expect(page).toHaveURL(/\/bo\/login$/);
  await page.getByLabel('用户名').fill(ADMIN);
  await page.getByLabel('密码', { exact: true }).fill(oneTimePassword);
  await page.getByRole('button', { name: '下一步' }).click();

  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await expect(page.getByTestId('totp-uri')).toContainText('otpauth://totp/');
  await page.getByLabel('确认动态码').fill(totp(secret));
  await page.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page.getByRole('heading', { name: '请保存恢复码' })).toBeVisible();
  await expect(page.getByRole('list', { name: '请保存恢复码' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: '我已妥善保存，进入后台' }).click();

  await expect(page).toHaveURL(/\/bo\/withdrawals$/);
  await expect(page.getByRole('heading', { name: '提款审核' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '运营后台' });
  for (const item of ['提款审核', '会员管理', '审计日志', '操作员'])
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  // The queue answered: rows or the empty state, never an error card.
  await expect(page.getByRole('table', { name: '提款审核' }).or(page.getByText('暂无数据'))).toBeVisible();
  // The operator's token is the back office's own: the member's key stays empty.
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), Boolean(localStorage.getItem('bo.session'))]),
  ).toEqual([null, true]);
});
