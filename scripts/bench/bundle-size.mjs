// Benchmark: the JavaScript `/home` needs before it is rendered (gzip bytes, measured in
// the browser), and the size of every remote's remoteEntry.js (from the builds on disk).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXT_OPTIONS, formatBytes, gzipSize, table, waitForHomeRendered } from './lib.mjs';

export const name = 'bundle-size';
export const title = 'Initial JS of /home and remote entry sizes';

/**
 * @typedef {object} ScriptRecord
 * @property {string} url      path of the script on the site
 * @property {string} owner    'host' or the remote's folder (e.g. 'mf-activities')
 * @property {number} raw      bytes of the decoded body
 * @property {number} gzip     bytes of the body after gzip -9 (our own compression)
 * @property {number} served   bytes on the wire as the server sent them
 */

/**
 * Who a script belongs to: remotes are served under `/remotes/<folder>/<version>/`,
 * everything else on the site's origin is the host's.
 * @param {string} pathname
 * @returns {string}
 */
function ownerOf(pathname) {
  const match = /^\/remotes\/([^/]+)\//.exec(pathname);
  return match?.[1] ?? 'host';
}

/**
 * Sums raw, gzip and served bytes of a list of script records.
 * @param {ScriptRecord[]} scripts
 * @returns {{ files: number, raw: number, gzip: number, served: number }}
 */
function sum(scripts) {
  return scripts.reduce(
    (t, s) => ({
      files: t.files + 1,
      raw: t.raw + s.raw,
      gzip: t.gzip + s.gzip,
      served: t.served + s.served,
    }),
    { files: 0, raw: 0, gzip: 0, served: 0 },
  );
}

/**
 * Loads `/home` once in a fresh browser context (empty cache) and records the body of
 * every JavaScript response of the site's origin until the page is rendered (see
 * `waitForHomeRendered`): host bundle and chunks, remote entries and remote chunks.
 * @param {import('./lib.mjs').Browser} browser
 * @param {string} baseUrl
 */
async function measureHome(browser, baseUrl) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext(CONTEXT_OPTIONS);
  const page = await context.newPage();
  /** @type {Promise<ScriptRecord | null>[]} */
  const pending = [];
  /** @type {string[]} */
  const foreign = [];
  page.on('response', (/** @type {import('@playwright/test').Response} */ response) => {
    const request = response.request();
    const type = response.headers()['content-type'] ?? '';
    if (request.resourceType() !== 'script' && !/javascript/.test(type)) return;
    const url = new URL(response.url());
    if (url.origin !== origin) {
      foreign.push(url.href);
      return;
    }
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          url: url.pathname,
          owner: ownerOf(url.pathname),
          raw: body.length,
          gzip: gzipSize(body),
          served: sizes.responseBodySize,
        };
      })().catch(
        // The page closed before the body was read (the run failed): the failure is reported
        // by what closed it; an unhandled rejection here would kill the runner and leave its
        // server running.
        () => null,
      ),
    );
  });
  await page.goto(`${baseUrl}/home`, { waitUntil: 'load', timeout: 90_000 });
  await waitForHomeRendered(page, 120_000);
  const scripts = /** @type {ScriptRecord[]} */ ((await Promise.all(pending)).filter(Boolean));
  const pageTitle = await page.evaluate(() => document.title);
  await context.close();
  scripts.sort((a, b) => a.owner.localeCompare(b.owner) || b.gzip - a.gzip);

  const host = scripts.filter((s) => s.owner === 'host');
  const remote = scripts.filter((s) => s.owner !== 'host');
  /** @type {Record<string, ReturnType<typeof sum>>} */
  const byRemote = {};
  for (const owner of [...new Set(remote.map((s) => s.owner))].sort()) {
    byRemote[owner] = sum(remote.filter((s) => s.owner === owner));
  }
  return {
    pageTitle,
    total: sum(scripts),
    host: sum(host),
    remote: sum(remote),
    byRemote,
    scripts,
    foreignScripts: foreign,
  };
}

/**
 * remoteEntry.js of every `mf-*` package, from `mf-*\/dist/<version>/` with the version of
 * its package.json: raw and gzip -9 bytes.
 * @param {string} repoRoot
 */
function remoteEntries(repoRoot) {
  const folders = readdirSync(repoRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('mf-'))
    .map((d) => d.name)
    .sort();
  return folders.map((folder) => {
    const { version } = JSON.parse(readFileSync(join(repoRoot, folder, 'package.json'), 'utf8'));
    const file = join(repoRoot, folder, 'dist', version, 'remoteEntry.js');
    if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm run build)`);
    const body = readFileSync(file);
    return {
      remote: folder,
      version,
      file: `${folder}/dist/${version}/remoteEntry.js`,
      raw: body.length,
      gzip: gzipSize(body),
    };
  });
}

/**
 * @param {{ browser: import('./lib.mjs').Browser, baseUrl: string, repoRoot: string }} ctx
 */
export async function run({ browser, baseUrl, repoRoot }) {
  const entries = remoteEntries(repoRoot);
  const home = await measureHome(browser, baseUrl);
  const loaded = new Set(Object.keys(home.byRemote));
  return {
    method:
      'Fresh Chromium context (empty cache), GET /home, every script response of the site origin recorded until the home grid is ' +
      'visible, no section skeleton is left and the network is idle for 500 ms; each body gzip-compressed at level 9 with zlib. ' +
      'Remote entries read from mf-*/dist/<version>/remoteEntry.js and gzipped the same way.',
    home,
    remoteEntries: entries.map((e) => ({ ...e, loadedOnHome: loaded.has(e.remote) })),
  };
}

/**
 * @param {Awaited<ReturnType<typeof run>>} result
 * @returns {string}
 */
export function report(result) {
  const { home } = result;
  const rows = [['/home initial JS (measured in Chromium)', 'files', 'raw', 'gzip -9', 'as served']];
  /** @type {(label: string, t: { files: number, raw: number, gzip: number, served: number }) => string[]} */
  const row = (label, t) => [
    label,
    String(t.files),
    formatBytes(t.raw),
    formatBytes(t.gzip),
    formatBytes(t.served),
  ];
  rows.push(row('host (own bundle + chunks)', home.host));
  for (const [owner, t] of Object.entries(home.byRemote)) rows.push(row(`  remote ${owner}`, t));
  rows.push(row('remotes (entries + chunks)', home.remote));
  rows.push(row('TOTAL', home.total));
  const entries = [['remoteEntry.js (built, on disk)', 'version', 'raw', 'gzip -9', 'on /home']];
  for (const e of result.remoteEntries) {
    entries.push([
      e.remote,
      e.version,
      formatBytes(e.raw),
      formatBytes(e.gzip),
      e.loadedOnHome ? 'yes' : 'no',
    ]);
  }
  const notes = home.foreignScripts.length
    ? `\nscripts from other origins (not counted): ${home.foreignScripts.join(', ')}`
    : '';
  return `${table(rows)}\n\n${table(entries)}${notes}`;
}
