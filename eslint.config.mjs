// One flat config for the whole workspace. Not type-aware on purpose: `tsc` already
// type-checks everything, and type-aware lint would double the CI time on 2 cores.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mf-auth', 'mf-sportsbook', 'mf-casino-venues', 'mf-member', 'mf-funds', 'mf-activities', 'mf-chat'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Nobody deep-imports another package's source: the shared package is used through its subpath exports.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@site/shared/*/*'], message: 'Import the shared package through its subpath exports only.' },
            { group: ['../../shared/*', '../shared/*'], message: 'Import @site/shared/<concern>, not its files.' },
            ...remotes.map((r) => ({ group: [`@site/${r}`, `@site/${r}/*`, `**/${r}/src/**`], message: 'No package imports a remote: load it through Module Federation.' })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
