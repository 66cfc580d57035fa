// One flat config for the whole workspace. Not type-aware on purpose: `tsc` already
// type-checks everything, and type-aware lint would double the CI time on 2 cores.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

const subfolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * The boundary rules of a workspace rooted at `base`, by resolved path (so `../../x` at any
 * depth is caught, not only the spellings a pattern guesses). Zones are read from the folders
 * on disk, so a new remote or feature folder is fenced the moment it exists. Exported for
 * scripts/lint/boundaries.test.ts, which runs them on a fixture workspace of bad imports.
 */
export function boundaryRules(base) {
  const top = subfolders(base);
  const remotes = top.filter((name) => name.startsWith('mf-'));
  const packages = top.filter((name) => existsSync(path.join(base, name, 'package.json')));
  const zones = [
    // (a) no feature imports another feature of its remote: compose in expose/ or app/,
    // share through lib/ or components/.
    ...remotes.flatMap((remote) =>
      subfolders(path.join(base, remote, 'src/features')).map((feature) => ({
        target: `./${remote}/src/features/${feature}`,
        from: `./${remote}/src/features`,
        except: [`./${feature}`],
        message:
          'A feature imports no other feature: compose them in src/expose/ or src/app/, share code through src/lib/ or src/components/.',
      })),
    ),
    // (c) contract is the bottom layer of shared: it imports nothing else of shared.
    {
      target: './shared/contract',
      from: './shared',
      except: ['./contract'],
      message:
        'shared/contract is the bottom layer: move what it needs into contract/ and let the other concerns import contract.',
    },
    // (e) the server's money core is the bottom of the money rules: it imports no domain, and
    // domains hear about money through its events (server/src/events-wiring.ts), so funds never
    // imports promotions or rewards (the circle issue 27 removed).
    {
      target: './server/src/money',
      from: './server/src',
      // Tests start the whole app; metrics count movements (infrastructure, not a domain).
      except: ['./money', './db', './http', './messages', './testing.ts', './realtime/metrics.ts'],
      message:
        'The money core imports no domain: a rule is a policy in money/policies, a reaction is a subscriber to money/events.',
    },
    {
      target: './server/src/funds',
      from: ['./server/src/promotions', './server/src/rewards'],
      message:
        'Cashier flows publish money events (money/events.ts); promotions and rewards subscribe to them.',
    },
    // (f) the simulators (the payment gateway's pages, the game vendors' games, the odds feed)
    // stand where a real provider would: they may import the domains' interfaces, but no
    // domain imports them; only the composition root (app.ts, domains.ts, seeders, tests)
    // chooses one.
    {
      target: subfolders(path.join(base, 'server/src'))
        .filter((name) => name !== 'simulators')
        .map((name) => `./server/src/${name}/**/!(*.test).{ts,js}`),
      from: './server/src/simulators',
      message:
        'A domain imports no simulator: it depends on the provider interface in its own folder (sports/odds-feed.ts, funds/payment-gateway.ts, games/game-vendor.ts); app.ts or domains.ts chooses the simulator.',
    },
    // (d) no remote imports another (nor does any other package import a remote).
    ...remotes.map((remote) => ({
      target: packages.filter((name) => name !== remote).map((name) => `./${name}`),
      from: `./${remote}`,
      message: 'No package imports a remote: load it through Module Federation.',
    })),
  ];
  return {
    'import-x/no-restricted-paths': ['error', { basePath: base, zones }],
    // (b) a relative path that resolves into another workspace package, at any depth.
    'import-x/no-relative-packages': 'error',
  };
}

export const importSettings = {
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] }),
  ],
};

const remotes = subfolders(root).filter((name) => name.startsWith('mf-'));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      // Deliberately bad imports; scripts/lint/boundaries.test.ts lints them on purpose.
      'scripts/lint/fixtures/**',
      // The same for the simulators' direction (scripts/lint/simulators.test.ts).
      'scripts/lint/simulator-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: importSettings,
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
            {
              group: ['@site/shared/*/*'],
              message: 'Import the shared package through its subpath exports only.',
            },
            ...remotes.map((r) => ({
              group: [`@site/${r}`, `@site/${r}/*`],
              message: 'No package imports a remote: load it through Module Federation.',
            })),
          ],
        },
      ],
      ...boundaryRules(root),
    },
  },
  {
    // The first screen loads no zod (issue 31): the host, the shared singletons and the home
    // page's sections send through @site/shared/contract-core (calls without schemas) and
    // take the full contract's types only. A full-contract value there brings zod and every
    // schema back to a cold /home; load it with import() where it is needed.
    files: [
      'host/src/**/*.{ts,tsx}',
      'shared/{api,ui,session,events,routes,theme,i18n,fingerprint}/**/*.{ts,tsx}',
      'mf-activities/src/features/home/**/*.{ts,tsx}',
      'mf-casino-venues/src/features/{hot-games,home}/**/*.{ts,tsx}',
      'mf-casino-venues/src/lib/launch/**/*.{ts,tsx}',
      'mf-sportsbook/src/features/hot-matches/**/*.{ts,tsx}',
      'mf-sportsbook/src/lib/{deep-link,live/sports-socket}.ts',
    ],
    // The image captcha dialog loads on demand (image-captcha-lazy.tsx), with its zod rule.
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*.stories.tsx',
      'shared/ui/image-captcha-dialog.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@site/shared/contract',
              allowTypeImports: true,
              message:
                'The first screen loads no zod: take values from @site/shared/contract-core (issue 31).',
            },
            { name: 'zod', allowTypeImports: true, message: 'The first screen loads no zod (issue 31).' },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+(contract|validation)(/index)?$',
              allowTypeImports: true,
              message: 'The first screen loads no zod: take values from contract/core (issue 31).',
            },
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
