import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** One message ESLint gave on a fixture file (its path relative to the fixture folder). */
export interface Finding {
  file: string;
  line: number;
  rule: string | null;
  message: string;
}

const repo = path.resolve(__dirname, '../..');

/**
 * The boundary rules of eslint.config.mjs run through ESLint's Node API over a fixture
 * workspace of deliberately bad imports (left out of the normal lint run). ESLint loads its
 * config as ESM, so it runs in a child Node, not in jest's VM.
 */
export function lintFixtures(fixtures: string): Finding[] {
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
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repo,
    encoding: 'utf8',
  });
  return JSON.parse(out) as Finding[];
}
