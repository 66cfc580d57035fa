/**
 * @jest-environment node
 */
import path from 'node:path';
import { lintFixtures, type Finding } from './lint-fixtures';

/**
 * The boundary rules of eslint.config.mjs, run through ESLint's Node API on a fixture
 * workspace of deliberately bad imports (scripts/lint/fixtures, left out of the normal
 * lint run). ESLint loads its config as ESM, so it runs in a child Node, not in jest's VM.
 */
const fixtures = path.join(__dirname, 'fixtures');

let findings: Finding[] = [];

beforeAll(() => {
  findings = lintFixtures(fixtures);
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
