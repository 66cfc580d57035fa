// Starts the site the way production runs it (one port: API, host, versioned remotes,
// brand manifests), on a fresh data folder and a free port, for the benchmarks only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Whether `port` can be listened on at 127.0.0.1 right now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The first free port from `preferred` upwards (18080 is the e2e port: we stay off it).
 * @param {number} preferred
 * @returns {Promise<number>}
 */
export async function freePort(preferred) {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${preferred}..${preferred + 49}`);
}

/**
 * @typedef {object} Site
 * @property {string} baseUrl  e.g. http://127.0.0.1:18090
 * @property {() => Promise<void>} stop  stops the server and removes its data folder
 * @property {number | undefined} pid  the server process (its CPU time is read from /proc)
 */

/**
 * Starts `node --import tsx src/main.ts` in server/ with PORT, a fresh DATA_DIR and
 * DEV_TOOLS=0, and resolves once `/brands/index.json` answers.
 * @param {object} options
 * @param {string} options.repoRoot
 * @param {number} [options.port]  preferred port; the next free one is taken when busy
 * @param {number} [options.timeoutMs]
 * @param {Record<string, string>} [options.env]  extra server environment (e.g. DEV_TOOLS=1)
 * @returns {Promise<Site>}
 */
export async function startSite({ repoRoot, port: preferred = 18090, timeoutMs = 120_000, env = {} }) {
  const port = await freePort(preferred);
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  /** @type {string[]} The server's last output lines, shown when it fails to start. */
  const log = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(repoRoot, 'server'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_TOOLS: '0',
      CAPTCHA_MODE: '',
      ...env,
    },
  });
  const keep = (/** @type {Buffer} */ chunk) => {
    log.push(...String(chunk).split('\n').filter(Boolean));
    if (log.length > 60) log.splice(0, log.length - 60);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let early = null;
  exited.then((status) => (early = status));
  while (Date.now() < deadline) {
    if (early) {
      await stop();
      throw new Error(`the server exited (${JSON.stringify(early)}) before it answered:\n${log.join('\n')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/brands/index.json`);
      if (response.ok) return { baseUrl, stop, pid: child.pid };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(
    `the server did not answer ${baseUrl}/brands/index.json within ${timeoutMs} ms:\n${log.join('\n')}`,
  );
}
