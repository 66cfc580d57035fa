#!/usr/bin/env node
// Releases one remote into its immutable folder (issue 17):
//   node scripts/release.mjs mf-funds                 # version from mf-funds/package.json
//   node scripts/release.mjs mf-funds --version 1.2.0  # or pnpm --filter @site/mf-funds release
// Refuses when <remote>/dist/<version>/ already exists: a released version never changes.
// The build writes mf-manifest.json, remoteEntry.js, the chunks and release.json (version,
// contract version, shared ranges, sha256 per file) into that folder.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' } },
});
const name = positionals[0] ?? (process.env.npm_package_name ?? '').replace('@site/', '');
const dir = join(root, name.startsWith('mf-') ? name : `mf-${name}`);
if (!name || !existsSync(join(dir, 'webpack.config.js'))) {
  console.error(`release: "${name}" is not a remote (mf-auth, mf-funds, …)`);
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const version = values.version ?? pkg.version;
const out = join(dir, 'dist', version);
if (existsSync(out)) {
  console.error(
    `release: ${pkg.name} ${version} exists already (${out}); released versions are immutable: bump the version`,
  );
  process.exit(1);
}
console.log(`release: building ${pkg.name} ${version} into ${out}`);
const built = spawnSync('pnpm', ['exec', 'webpack', '--mode', 'production'], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, REMOTE_VERSION: version },
});
if (built.status !== 0) process.exit(built.status ?? 1);
const record = JSON.parse(readFileSync(join(out, 'release.json'), 'utf8'));
console.log(
  `release: ${pkg.name} ${version} (contract ${record.contractVersion}, ${Object.keys(record.files).length} files)`,
);
console.log(`pin it:   node scripts/brand.mjs pin <brand> ${name.replace(/^mf-/, '')} ${version}`);
