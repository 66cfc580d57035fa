import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { configFromEnv } from '../config';

/**
 * Issue 26 item 13: DATA_DIR=memory:// from the environment was resolved as a path and made a
 * folder named `memory:` in the working directory. It is PGlite's throw-away in-memory database.
 */
describe('DATA_DIR=memory://', () => {
  it('is kept as it is by the config (a path is still resolved)', () => {
    assert.equal(configFromEnv({ DATA_DIR: 'memory://' }).dataDir, 'memory://');
    assert.equal(configFromEnv({ DATA_DIR: 'data/x' }).dataDir, join(process.cwd(), 'data/x'));
  });

  it('the real server starts on it and writes nothing into its working directory', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'site-memory-cwd-'));
    try {
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const child = spawn(process.execPath, ['--import', tsx, join(import.meta.dirname, '..', 'main.ts')], {
        cwd,
        env: { ...process.env, DATA_DIR: 'memory://', PORT: '0', WITHDRAW_AUTO_OPERATOR: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      const ready = await new Promise<boolean>((resolve) => {
        // A cold start on a busy machine (initdb in memory, every route) can take a minute or more.
        const timer = setTimeout(() => resolve(false), 180_000);
        child.stdout.on('data', (d: Buffer) => {
          output += d.toString();
          if (output.includes('Site ready')) {
            clearTimeout(timer);
            resolve(true);
          }
        });
        child.once('exit', () => resolve(false));
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      assert.ok(ready, output);
      assert.deepEqual(readdirSync(cwd), []);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
