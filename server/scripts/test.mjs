// Runs every src/**/*.test.ts with node's test runner. Node 20 does not expand globs
// given to --test (Node 22 does), so the files are listed here.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => relative(root, join(root, 'src', f)))
  .sort();
// TEST_TAP_FILE: also write a TAP report there (scripts/run.mjs reads its pass/fail counts).
const reporters = process.env.TEST_TAP_FILE
  ? [
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${process.env.TEST_TAP_FILE}`,
    ]
  : [];
const args = [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  // A failed assertion can leave a socket or a server open; without these the runner waits
  // on it forever and CI runs out of time instead of reporting the failure.
  '--test-force-exit',
  '--test-timeout=180000',
  ...reporters,
  ...process.argv.slice(2),
  ...files,
];
const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
