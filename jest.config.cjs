/**
 * One jest run over every front-end package (shared, host, remotes), each as a project,
 * so `npm test` pays jest's start-up once. The server has its own runner (node:test + tsx)
 * because its ESM dependencies (PGlite, fastify) run natively there.
 */
const transform = {
  // zh-CN namespaces get their zh-TW twin first (shared/i18n/zh-TW/twin-source.cjs).
  [require('./shared/i18n/zh-TW/twin-source.cjs').NAMESPACE_FILE.source]:
    require.resolve('./shared/i18n/zh-TW/jest-transform.cjs'),
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  ],
};
const packages = [
  'shared',
  'host',
  'mf-auth',
  'mf-sportsbook',
  'mf-casino-venues',
  'mf-member',
  'mf-funds',
  'mf-activities',
  'mf-chat',
  'bo',
];
module.exports = {
  // Component tests drive a whole form through user-event; on a loaded 2-core runner one took
  // 6 s against jest's 5 s default. The limit catches hangs, it is not a timing test.
  testTimeout: 20_000,
  projects: [
    // The lint rules' own test: ESLint's Node API on a fixture workspace of bad imports.
    {
      displayName: 'lint',
      rootDir: '<rootDir>/scripts/lint',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/*.test.ts'],
    },
    ...packages.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      transform,
      testMatch: ['<rootDir>/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      moduleNameMapper: {
        '\\.(png|jpe?g|svg|webp)$': '<rootDir>/../jest/file-stub.cjs',
        '/webgl-worker-start$': '<rootDir>/../jest/no-worker.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/../jest/setup.ts'],
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|nanoid)[@/])'],
    })),
  ],
};
