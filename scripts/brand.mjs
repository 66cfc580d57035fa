#!/usr/bin/env node
// The brand operator's command (issue 17); the work is in server/src/ops/brand-cli.ts:
//   node scripts/brand.mjs list
//   node scripts/brand.mjs pin <brand> <remote> <version>
//   node scripts/brand.mjs rollback <brand> <remote>
//   node scripts/brand.mjs verify [brand]
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'server');
// The CLI runs in server/: a relative --dir means the operator's own folder, not server/'s.
const args = process.argv.slice(2).map((arg, i, all) => (all[i - 1] === '--dir' ? resolve(arg) : arg));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(server, 'src/ops/brand-cli.ts'), ...args],
  {
    cwd: server,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
