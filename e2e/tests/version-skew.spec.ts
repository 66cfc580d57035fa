import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HostShell } from '../support/pages/host';

/**
 * Version skew (issue 17): one remote released at two versions, two brands each pinning
 * one, both working side by side with the same host and server; a release whose shared
 * singletons or contract do not fit is refused by the operator's command.
 *
 * mf-activities 1.0.0 is the build CI made. 1.1.0-skew is the same remote with a change to
 * its exposed /agent page and a newer contract (the agent config answer's optional
 * settlementDay, the next contract minor; e2e/support/skew/), built here once and reused while
 * its folder exists: it reads the new field when a server sends it and needs only today's
 * contract. 1.2.0-conflict is that release as a team on React 18 that needs the newer
 * contract would ship it: its mf-manifest.json asks for react ^18 and its release.json
 * requires the contract it was built with.
 */
const repo = join(__dirname, '..', '..');
const remoteDir = join(repo, 'mf-activities');
const brandsDir = join(repo, 'e2e', 'brands');
const NEW = '1.1.0-skew';
const CONFLICT = '1.2.0-conflict';
const brandFiles = ['skew-a', 'skew-b'].map((b) => join(brandsDir, `${b}.json`));
let original: string[] = [];

function brandCli(...args: string[]) {
  const run = spawnSync(process.execPath, [join(repo, 'scripts', 'brand.mjs'), ...args, '--dir', brandsDir], {
    encoding: 'utf8',
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

function releaseSkewVersions(): void {
  const skewDir = join(remoteDir, 'dist', NEW);
  if (!existsSync(join(skewDir, 'release.json'))) {
    const built = spawnSync(
      'pnpm',
      ['exec', 'webpack', '--mode', 'production', '--config', '../e2e/support/skew/webpack.config.cjs'],
      { cwd: remoteDir, env: { ...process.env, REMOTE_VERSION: NEW }, encoding: 'utf8' },
    );
    if (built.status !== 0)
      throw new Error(`building mf-activities ${NEW} failed:\n${built.stdout}${built.stderr}`);
  }
  const conflictDir = join(remoteDir, 'dist', CONFLICT);
  rmSync(conflictDir, { recursive: true, force: true });
  cpSync(skewDir, conflictDir, { recursive: true });
  const manifestFile = join(conflictDir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  for (const s of manifest.shared)
    if (s.name === 'react' || s.name === 'react-dom') s.requiredVersion = '^18.3.1';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const releaseFile = join(conflictDir, 'release.json');
  const release = JSON.parse(readFileSync(releaseFile, 'utf8')) as {
    contractVersion: string;
    requiresContract: string;
  };
  writeFileSync(
    releaseFile,
    JSON.stringify({ ...release, requiresContract: release.contractVersion, version: CONFLICT }),
  );
}

test.beforeAll(() => {
  // A first run builds 1.1.0-skew: ~20 s on a warm webpack cache, over a minute on a cold one.
  test.setTimeout(180_000);
  original = brandFiles.map((f) => readFileSync(f, 'utf8'));
  releaseSkewVersions();
});

test.afterAll(() => {
  // The brand files are part of the repository: leave them as they were.
  brandFiles.forEach((f, i) => writeFileSync(f, original[i]!));
});

async function openAgent(page: Page, brand: string) {
  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/mf-activities/') && r.url().endsWith('mf-manifest.json'))
      manifests.push(r.url());
  });
  await page.goto(`/agent?brand=${brand}`);
  await expect(new HostShell(page).slotContent('mf_activities', './AgentPage')).toBeVisible();
  return manifests;
}

test('two brands pin two versions of one remote and both work side by side', async ({ context, request }) => {
  // Four page loads and three CLI runs: ~10 s alone, more when the machine is busy.
  test.setTimeout(90_000);
  // The operator's pin, checked before it is written; the running server sees it on the next load.
  const pinned = brandCli('pin', 'skew-b', 'activities', NEW);
  expect(pinned.out).toContain(`mf_activities 1.0.0 -> ${NEW}`);
  expect(pinned.code).toBe(0);
  await expect
    .poll(async () => (await (await request.get('/brands/skew-b.json')).json()).remotes.mf_activities.entry)
    .toContain(`/${NEW}/`);

  const [pageA, pageB] = [await context.newPage(), await context.newPage()];
  const [loadedA, loadedB] = await Promise.all([openAgent(pageA, 'skew-a'), openAgent(pageB, 'skew-b')]);
  await expect(pageB.getByTestId('release-note')).toHaveText('新版合营计划：佣金每周结算');
  await expect(pageA.getByTestId('release-note')).toHaveCount(0);
  // The new release's contract field: today's server does not send it and the page works
  // without it (above); a server that does gets it shown by the new release, ignored by the old.
  await expect(pageB.getByTestId('settlement-day')).toHaveCount(0);
  for (const page of [pageA, pageB])
    await page.route('**/agent/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, settlementDay: '每周一' } } });
    });
  await Promise.all([openAgent(pageA, 'skew-a'), openAgent(pageB, 'skew-b')]);
  await expect(pageB.getByTestId('settlement-day')).toHaveText('佣金结算日：每周一');
  await expect(pageA.getByRole('table')).toBeVisible();
  await expect(pageA.getByTestId('settlement-day')).toHaveCount(0);
  for (const page of [pageA, pageB]) await page.unroute('**/agent/config');
  expect(loadedA.every((u) => u.includes('/1.0.0/'))).toBe(true);
  expect(loadedB.every((u) => u.includes(`/${NEW}/`))).toBe(true);
  // Both pages are the same host and nothing on either fell back.
  for (const page of [pageA, pageB]) {
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  }

  // The host reported what each page loaded (/dev/remotes, what an operator reads).
  await expect
    .poll(
      async () => {
        const summary = (await (await request.get('/dev/remotes')).json()) as {
          brands: { brand: string; remotes: { remote: string; loaded: Record<string, number> }[] }[];
        };
        const loaded = (brand: string) =>
          Object.keys(
            summary.brands.find((b) => b.brand === brand)?.remotes.find((r) => r.remote === 'mf_activities')
              ?.loaded ?? {},
          );
        return [loaded('skew-a'), loaded('skew-b')];
      },
      { timeout: 15_000 },
    )
    .toEqual([['1.0.0'], [NEW]]);

  // The new version's server goes away: the brand falls back to the version pinned before.
  const pageC = await context.newPage();
  await pageC.route(`**/remotes/mf-activities/${NEW}/**`, (route) => route.abort());
  await openAgent(pageC, 'skew-b');
  await expect(pageC.getByTestId('release-note')).toHaveCount(0);
  await expect(pageC.locator('[data-remote-fallback]')).toHaveCount(0);

  // The operator rolls skew-b back; its next page load is 1.0.0 again.
  expect(brandCli('list').out).toMatch(
    new RegExp(`mf_activities +${NEW}  fallback 1\\.0\\.0  history 1\\.0\\.0`),
  );
  const rolledBack = brandCli('rollback', 'skew-b', 'activities');
  expect(rolledBack.out).toContain(`mf_activities ${NEW} -> 1.0.0`);
  await expect
    .poll(async () => (await (await request.get('/brands/skew-b.json')).json()).remotes.mf_activities.entry)
    .toContain('/1.0.0/');
  const loadedAgain = await openAgent(pageB, 'skew-b');
  await expect(pageB.getByTestId('release-note')).toHaveCount(0);
  expect(loadedAgain.every((u) => u.includes('/1.0.0/'))).toBe(true);
});

test('a release whose shared singletons or contract do not fit is refused', () => {
  const before = readFileSync(brandFiles[1]!, 'utf8');
  const refused = brandCli('pin', 'skew-b', 'activities', CONFLICT);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('it needs react ^18.3.1, but the host ships 19.');
  expect(refused.out).toMatch(/built for contract \d+\.\d+\.0, newer than the server's/);
  expect(refused.out).toContain('not written');
  expect(readFileSync(brandFiles[1]!, 'utf8')).toBe(before);

  // Forced in by hand, verify names the brand, the remote and the problem.
  writeFileSync(brandFiles[0]!, original[0]!.replace('/mf-activities/1.0.0/', `/mf-activities/${CONFLICT}/`));
  const verify = brandCli('verify', 'skew-a');
  expect(verify.code).toBe(1);
  expect(verify.out).toContain('skew-a mf_activities: entry: it needs react ^18.3.1');
  expect(verify.out).toMatch(/problem\(s\) in 1 brand\(s\)/);
});
