import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { CONTRACT_VERSION, type BrandManifest } from '@site/shared/contract';
import { REPO_ROOT } from '../repo-root';
import { readBrandFile } from './brand-files';
import { contractProblem, hostShared, sharedConflicts, verifyBrands } from './verify';

const host = hostShared(REPO_ROOT);

test('shared singleton ranges: overlapping passes, conflicting names the package and both versions', () => {
  assert.deepEqual(
    sharedConflicts(host, [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: 'react-dom/', requiredVersion: host['react-dom']!.range },
    ]),
    [],
  );
  const [problem] = sharedConflicts(host, [{ name: 'react', requiredVersion: '^18.2.0' }]);
  assert.match(problem ?? '', /needs react \^18\.2\.0, but the host ships 19\./);
  assert.match(
    sharedConflicts(host, [{ name: '@site/shared/api', requiredVersion: '^2.0.0' }])[0] ?? '',
    /@site\/shared \^2\.0\.0/,
  );
});

test('the contract, shared by version and not as a singleton, is no conflict: the remote keeps its own copy', () => {
  assert.deepEqual(
    sharedConflicts(host, [{ name: '@site/shared/contract', requiredVersion: '^1.2.0', singleton: false }]),
    [],
  );
  // The same range on a singleton of the package is one.
  assert.equal(
    sharedConflicts(host, [{ name: '@site/shared/api', requiredVersion: '^1.2.0', singleton: true }]).length,
    1,
  );
});

test('a remote built for a newer contract than the server answers is refused', () => {
  assert.equal(contractProblem(CONTRACT_VERSION), undefined);
  assert.equal(contractProblem('1.0.0', '1.1.0'), undefined);
  assert.match(contractProblem('1.2.0', '1.1.0') ?? '', /newer than the server's 1\.1\.0/);
  assert.match(contractProblem('2.0.0', '1.1.0') ?? '', /different major/);
  // Built with 1.2.0 for an optional field it can do without: it needs only 1.1.0.
  assert.equal(contractProblem('1.2.0', '1.1.0', '1.1.0'), undefined);
  assert.match(
    contractProblem('1.3.0', '1.1.0', '1.2.0') ?? '',
    /it needs contract 1\.2\.0, newer than the server's 1\.1\.0/,
  );
});

test('verify reads the release record beside the manifest and reports each problem per remote', async () => {
  const root = mkdtempSync(join(tmpdir(), 'verify-'));
  // A checkout with one released remote whose react range and contract don't fit.
  const folder = join(root, 'mf-funds', 'dist', '1.1.0');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', requiredVersion: '^18.0.0' }] }),
  );
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ contractVersion: '1.9.0' }));
  const royal = readBrandFile(join(REPO_ROOT, 'host', 'brands', 'royal.json')).brand;
  const brand: BrandManifest = {
    ...royal,
    remotes: {
      mf_funds: {
        entry: '/remotes/mf-funds/1.1.0/mf-manifest.json',
        fallback: 'http://127.0.0.1:9/mf-funds/1.0.0/mf-manifest.json',
      },
    } as BrandManifest['remotes'],
  };
  const findings = await verifyBrands(root, [brand], { host });
  assert.deepEqual(
    findings.map((f) => `${f.remote} ${f.problem.replace(/ \(.*\)$/, '')}`),
    [
      `mf_funds entry: it needs react ^18.0.0, but the host ships ${host.react!.version}`,
      `mf_funds entry: it was built for contract 1.9.0, newer than the server's ${CONTRACT_VERSION}: upgrade the server first`,
      'mf_funds fallback: its manifest http://127.0.0.1:9/mf-funds/1.0.0/mf-manifest.json is unreachable',
    ],
  );
  // The same remote rebuilt to fit verifies clean.
  writeFileSync(
    join(folder, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react', requiredVersion: host.react!.range }] }),
  );
  writeFileSync(join(folder, 'release.json'), JSON.stringify({ contractVersion: CONTRACT_VERSION }));
  const fixed = {
    ...brand,
    remotes: { mf_funds: { entry: '/remotes/mf-funds/1.1.0/mf-manifest.json' } } as BrandManifest['remotes'],
  };
  assert.deepEqual(await verifyBrands(root, [fixed], { host }), []);
});
