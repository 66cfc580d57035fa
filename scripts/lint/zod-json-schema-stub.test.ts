/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceFiles } from './source-files';

/**
 * The browser builds get zod's JSON Schema output as stubs (shared/build/zod-json-schema-stub.cjs,
 * issue 31). The stubs must export every name zod's own modules do (or zod's schemas would get
 * `undefined` where they expect a function), and browser code must never ask for JSON Schema:
 * its jest tests run the real zod, the browser would throw.
 */
const repo = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stub = require('../../shared/build/zod-json-schema-stub.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const zodCore = path.join(
  path.dirname(require.resolve('zod/package.json', { paths: [path.join(repo, 'shared')] })),
  'v4/core',
);
const STUBBED = ['json-schema-processors.js', 'to-json-schema.js'];

/** The names an ES module exports, as Node sees them. */
function exportNames(file: string): string[] {
  const script = `import * as m from ${JSON.stringify(pathToFileURL(file).href)}; console.log(JSON.stringify(Object.keys(m)))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

it.each(STUBBED)('the stub of zod’s %s exports every name of the real module', (name) => {
  const file = path.join(zodCore, name);
  const out = stub.call({ resourcePath: file }, readFileSync(file, 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), 'zod-stub-'));
  const stubFile = path.join(dir, name.replace(/\.js$/, '.mjs'));
  writeFileSync(stubFile, out);
  expect(exportNames(stubFile).sort()).toEqual(exportNames(file).sort());
});

it('a JSON Schema method made by the stub throws and says why', () => {
  const file = path.join(zodCore, 'to-json-schema.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'zod-stub-'));
  const stubFile = path.join(dir, 'to-json-schema.mjs');
  writeFileSync(stubFile, stub.call({ resourcePath: file }, readFileSync(file, 'utf8')));
  const script =
    `import { createToJSONSchemaMethod } from ${JSON.stringify(pathToFileURL(stubFile).href)};` +
    `const method = createToJSONSchemaMethod({});` +
    `try { method(); console.log('no error'); } catch (error) { console.log(error.message); }`;
  const said = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(said).toMatch(/JSON Schema output is not in the browser build/);
});

it('no browser code asks zod for JSON Schema', () => {
  const roots = ['host', 'shared', 'bo', ...readdirSync(repo).filter((d) => d.startsWith('mf-'))];
  const asking = roots
    .flatMap((root) => sourceFiles(path.join(repo, root)))
    .filter((file) => /toJSONSchema|\bjsonSchema\b/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(repo, file));
  expect(asking).toEqual([]);
});
