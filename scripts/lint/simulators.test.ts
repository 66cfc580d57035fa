/**
 * @jest-environment node
 */
import path from 'node:path';
import { lintFixtures, type Finding } from './lint-fixtures';

/**
 * Zone (f) of eslint.config.mjs on its own fixture workspace (scripts/lint/simulator-fixtures,
 * left out of the normal lint run): server domain code may not import server/src/simulators;
 * a simulator may import its domain's interface, and the composition root and tests may pick
 * a simulator. ESLint loads its config as ESM, so it runs in a child Node, not in jest's VM.
 */
const fixtures = path.join(__dirname, 'simulator-fixtures');

let findings: Finding[] = [];

beforeAll(() => {
  findings = lintFixtures(fixtures);
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
