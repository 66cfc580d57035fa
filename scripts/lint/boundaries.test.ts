/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The boundary rules of eslint.config.mjs, run through ESLint's Node API on a fixture
 * workspace of deliberately bad imports (scripts/lint/fixtures, left out of the normal
 * lint run). ESLint loads its config as ESM, so it runs in a child Node, not in jest's VM.
 */
const repo = path.resolve(__dirname, '../..');
const fixtures = path.join(__dirname, 'fixtures');

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

function errorsIn(file: string): Finding[] {
  return findings.filter((f) => f.file === file);
}

describe('lint boundaries', () => {
  it('(a) rejects a feature importing another feature, and allows lib/', () => {
    const errors = errorsIn('mf-a/src/features/one/bad-cross-feature.js');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 2, rule: 'import-x/no-restricted-paths' });
    expect(errors[0]?.message).toContain('A feature imports no other feature');
  });

  it('(b) rejects a relative import into another package at any depth', () => {
    const errors = errorsIn('host/src/deep/er/bad-deep-import.js');
    expect(errors).toEqual([expect.objectContaining({ line: 2, rule: 'import-x/no-relative-packages' })]);
  });

  it('(c) rejects shared/contract importing another concern of shared', () => {
    const errors = errorsIn('shared/contract/bad-layer.js');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ line: 2, rule: 'import-x/no-restricted-paths' });
    expect(errors[0]?.message).toContain('bottom layer');
  });

  it('(d) rejects a remote importing another remote', () => {
    const errors = errorsIn('mf-b/src/bad-remote-import.js');
    expect(errors.map((e) => e.rule)).toContain('import-x/no-restricted-paths');
    expect(errors.find((e) => e.rule === 'import-x/no-restricted-paths')?.message).toContain(
      'No package imports a remote',
    );
  });

  it("(e) keeps the server's money core free of domains, and funds free of promotions", () => {
    const core = errorsIn('server/src/money/bad-domain-import.js');
    expect(core).toHaveLength(1);
    expect(core[0]).toMatchObject({ line: 2, rule: 'import-x/no-restricted-paths' });
    expect(core[0]?.message).toContain('The money core imports no domain');
    const funds = errorsIn('server/src/funds/bad-promotions-import.js');
    expect(funds).toEqual([expect.objectContaining({ line: 2, rule: 'import-x/no-restricted-paths' })]);
    expect(funds[0]?.message).toContain('money events');
  });

  it('lets expose/ compose features and finds nothing else', () => {
    expect(errorsIn('mf-a/src/expose/good-compose.js')).toEqual([]);
    const files = new Set(findings.map((f) => f.file));
    expect([...files].sort()).toEqual([
      'host/src/deep/er/bad-deep-import.js',
      'mf-a/src/features/one/bad-cross-feature.js',
      'mf-b/src/bad-remote-import.js',
      'server/src/funds/bad-promotions-import.js',
      'server/src/money/bad-domain-import.js',
      'shared/contract/bad-layer.js',
    ]);
  });
});
