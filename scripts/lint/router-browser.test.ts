/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser builds share `react-router-dom` as the short list of names in
 * shared/build/router-browser.mjs (issue 16). A component that imports a name the list
 * lacks would get `undefined` in the browser while its jest test (which loads the real
 * package) passes: so every name the site's browser code imports must be on the list.
 */
const repo = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names (not types) imported from react-router-dom in `text`. */
function importedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.replace(/\s+as\s+.*$/, ''));
    }
  }
  return names;
}

test('every react-router-dom name the browser code imports is on the shared list', () => {
  const facade = readFileSync(path.join(repo, 'shared/build/router-browser.mjs'), 'utf8');
  const exported = new Set(
    (/export\s*\{([^}]+)\}/.exec(facade)?.[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
  const roots = ['host', 'shared', ...readdirSync(repo).filter((d) => d.startsWith('mf-'))];
  const used = new Map<string, string>();
  for (const root of roots) {
    for (const file of sourceFiles(path.join(repo, root))) {
      if (file.includes(`${path.sep}testing${path.sep}`)) continue;
      for (const name of importedNames(readFileSync(file, 'utf8'))) used.set(name, path.relative(repo, file));
    }
  }
  expect(used.size).toBeGreaterThan(5);
  const missing = [...used]
    .filter(([name]) => !exported.has(name))
    .map(([name, file]) => `${name} (${file})`);
  expect(missing).toEqual([]);
});

test('a namespace or default import of react-router-dom (which the list cannot serve) is not used', () => {
  const roots = ['host', 'shared', ...readdirSync(repo).filter((d) => d.startsWith('mf-'))];
  const offenders = roots.flatMap((root) =>
    sourceFiles(path.join(repo, root)).filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router-dom'/.test(readFileSync(file, 'utf8')),
    ),
  );
  expect(offenders).toEqual([]);
});
