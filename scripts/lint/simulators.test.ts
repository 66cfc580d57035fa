/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Zone (f) of eslint.config.mjs on its own fixture workspace (scripts/lint/simulator-fixtures,
 * left out of the normal lint run): server domain code may not import server/src/simulators;
 * a simulator may import its domain's interface, and the composition root and tests may pick
 * a simulator. ESLint loads its config as ESM, so it runs in a child Node, not in jest's VM.
 */
const repo = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'simulator-fixtures');

const script = `
import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import { boundaryRules, importSettings } from ${JSON.stringify(path.join(repo, 'eslint.config.mjs'))};
const fixtures = ${JSON.stringify(fixtures)};
const eslint = new ESLint({
  cwd: fixtures,
  overrideConfigFile: true,
  ignore: false,
  overrideConfig: [{
    files: ['**/*.js'],
    languageOptions: { sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: boundaryRules(fixtures),
  }],
});
const results = await eslint.lintFiles(['**/*.js']);
const found = results.flatMap((r) => r.messages.map((m) => ({
  file: r.filePath.slice(fixtures.length + 1), line: m.line, rule: m.ruleId, message: m.message,
})));
process.stdout.write(JSON.stringify(found));
`;

interface Finding {
  file: string;
  line: number;
  rule: string | null;
  message: string;
}

let findings: Finding[] = [];

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    encoding: 'utf8',
  });
  findings = JSON.parse(out) as Finding[];
}, 60_000);

describe('lint: the simulators direction (f)', () => {
  it('rejects a domain module or a route importing a simulator', () => {
    for (const file of [
      'server/src/sports/bad-simulator-import.js',
      'server/src/routes/bad-simulator-route.js',
    ]) {
      const errors = findings.filter((f) => f.file === file);
      expect(errors).toEqual([expect.objectContaining({ line: 2, rule: 'import-x/no-restricted-paths' })]);
      expect(errors[0]?.message).toContain('A domain imports no simulator');
    }
  });

  it('lets a simulator import its interface, and the composition root and tests pick a simulator', () => {
    expect([...new Set(findings.map((f) => f.file))].sort()).toEqual([
      'server/src/routes/bad-simulator-route.js',
      'server/src/sports/bad-simulator-import.js',
    ]);
  });
});
