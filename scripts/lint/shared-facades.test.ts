/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files';

/**
 * The browser builds share some packages as a short list of names (issue 16, issue 31):
 * shared/build/router-browser.mjs for `react-router-dom`, and the others below. A component that imports a name a list lacks would get `undefined` in the browser
 * while its jest test (which loads the real package) passes: so every name the site's
 * browser code imports of such a package must be on its list.
 */
const repo = path.resolve(__dirname, '../..');

const FACADES = [
  { pkg: 'react-router-dom', facade: 'shared/build/router-browser.mjs' },
  { pkg: 'rxjs', facade: 'shared/build/rxjs-browser.mjs' },
  { pkg: '@tanstack/react-query', facade: 'shared/build/query-browser.mjs' },
  { pkg: 'jotai/utils', facade: 'shared/build/jotai-utils-browser.mjs' },
];

/** The browser code: the host, the shared package and every remote, without test helpers. */
function browserFiles(): string[] {
  const roots = ['host', 'shared', ...readdirSync(repo).filter((d) => d.startsWith('mf-'))];
  return roots
    .flatMap((root) => sourceFiles(path.join(repo, root)))
    .filter((file) => !file.includes(`${path.sep}testing${path.sep}`));
}

const quoted = (pkg: string) => pkg.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** Value names (not types) imported from `pkg` in `text`. */
function importedNames(text: string, pkg: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]+)\\}\\s+from\\s+'${quoted(pkg)}'`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.replace(/\s+as\s+.*$/, ''));
    }
  }
  return names;
}

describe.each(FACADES)('$pkg as the browser builds share it ($facade)', ({ pkg, facade }) => {
  test('every name the browser code imports is on the shared list', () => {
    const text = readFileSync(path.join(repo, facade), 'utf8');
    const exported = new Set(
      (/export\s*\{([^}]+)\}/.exec(text)?.[1] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    );
    const used = new Map<string, string>();
    for (const file of browserFiles()) {
      for (const name of importedNames(readFileSync(file, 'utf8'), pkg))
        used.set(name, path.relative(repo, file));
    }
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used]
      .filter(([name]) => !exported.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  test('a namespace or default import (which the list cannot serve) is not used', () => {
    const pattern = new RegExp(`import\\s+(\\*\\s+as\\s+\\w+|\\w+)\\s+from\\s+'${quoted(pkg)}'`);
    const offenders = browserFiles().filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
