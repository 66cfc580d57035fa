import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { REPO_ROOT } from '../repo-root';
import { startTestApp, type TestApp } from '../testing';

/** A brand file's fields a test overrides (the rest comes from `from`, a brand of host/brands). */
export interface ExtraBrand {
  file: string;
  from: string;
  fields: Record<string, unknown>;
}

/**
 * The site serving the host's real index.html template (with the entry script the build adds to
 * the head) and host/brands, plus `extra` brands made from them, on an in-memory database.
 */
export async function startPageSite(
  extra: readonly ExtraBrand[] = [],
  /** More files under the static root, by path (e.g. a remote's build). */
  files: Readonly<Record<string, string>> = {},
): Promise<{
  t: TestApp;
  stop: () => Promise<void>;
}> {
  const root = mkdtempSync(join(tmpdir(), 'site-pages-'));
  mkdirSync(join(root, 'host', 'dist'), { recursive: true });
  // As the build writes it: html-webpack-plugin adds the host's entry to the head.
  writeFileSync(
    join(root, 'host', 'dist', 'index.html'),
    readFileSync(join(REPO_ROOT, 'host', 'src', 'index.html'), 'utf8').replace(
      '</head>',
      '<script defer src=/main.js></script></head>',
    ),
  );
  const brands = join(root, 'host', 'brands');
  cpSync(join(REPO_ROOT, 'host', 'brands'), brands, { recursive: true });
  for (const b of extra) {
    const base = JSON.parse(readFileSync(join(brands, b.from), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(brands, b.file), JSON.stringify({ ...base, ...b.fields }));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const t = await startTestApp({ staticRoot: root, devTools: false, dataDir: 'memory://' });
  return {
    t,
    stop: async () => {
      await t.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** GET `url` as a browser asking for a page; the body decompressed. */
export async function getPage(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const body =
    res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  return { res, body };
}
