// Runs every src/**/*.test.ts with node's test runner. Node 20 does not expand globs
// given to --test (Node 22 does), so the files are listed here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => relative(root, join(root, 'src', f)))
  .sort();
// TEST_TAP_FILE: also write a TAP report there (scripts/run.mjs reads its pass/fail counts).
// The TAP goes through a pipe and is written here: a file destination of the runner is not
// flushed before --test-force-exit ends the process, which left the counts unread (the whole
// suite counted as one check). The spec reporter goes to stderr for people to read.
const tapFile = process.env.TEST_TAP_FILE;
// `node scripts/test.mjs src/x.test.ts …` runs only those files; other arguments go to node.
const picked = process.argv.slice(2).filter((a) => a.endsWith('.test.ts'));
const options = process.argv.slice(2).filter((a) => !a.endsWith('.test.ts'));
const reporters = tapFile
  ? [
      '--test-reporter=spec',
      '--test-reporter-destination=stderr',
      '--test-reporter=tap',
      '--test-reporter-destination=stdout',
    ]
  : [];
const args = [
  '--import',
  'tsx',
  '--test',
  // Files run side by side (each has its own database and ports): SERVER_TEST_CONCURRENCY.
  `--test-concurrency=${process.env.SERVER_TEST_CONCURRENCY ?? '1'}`,
  // A failed assertion can leave a socket or a server open; without these the runner waits
  // on it forever and CI runs out of time instead of reporting the failure.
  '--test-force-exit',
  '--test-timeout=180000',
  ...reporters,
  ...options,
  ...(picked.length > 0 ? picked : files),
];
// One migrated database for the whole run, which every test app starts from instead of
// running PGlite's initdb and the migrations again (src/db/template-testing.ts).
const templateDir = mkdtempSync(join(tmpdir(), 'site-db-template-'));
const template = join(templateDir, 'migrated.tar');
const made = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-template.ts', template], {
  cwd: root,
  stdio: 'inherit',
});
if (made.status !== 0) console.warn('no database template: each test app starts from initdb');
const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: ['inherit', tapFile ? 'pipe' : 'inherit', 'inherit'],
  maxBuffer: 512 * 1024 * 1024,
  env: made.status === 0 ? { ...process.env, SITE_TEST_DB_TEMPLATE: template } : process.env,
});
rmSync(templateDir, { recursive: true, force: true });
if (tapFile) writeFileSync(tapFile, result.stdout ?? '');
process.exit(result.status ?? 1);
