// mf-activities as a team's next release would ship it, for the version-skew e2e test
// (e2e/tests/version-skew.spec.ts): the same remote and recipe with one change to its
// exposed /agent page (page-change-loader.cjs). Built by the test with REMOTE_VERSION set,
// into mf-activities/dist/<version>/ beside the 1.0.0 that CI built. It shares the
// remote's persistent webpack cache: only the changed page (its loader is part of the
// module's identity; webpack tracks the loader file itself) and what depends on the version
// are compiled again.
const path = require('node:path');
const { nextContract } = require('./contract-change-loader.cjs');

const remoteDir = path.join(__dirname, '..', '..', '..', 'mf-activities');
const base = require(path.join(remoteDir, 'webpack.config.js'));

module.exports = (env, argv) => {
  // The browser build, and before it the server's section renderer (shared/build
  // `withSectionRenderer`): the change goes into both, as a real release's would.
  const built = base(env, argv);
  const configs = Array.isArray(built) ? built : [built];
  for (const each of configs) change(each);
  const config = configs.find((c) => c.plugins.some((p) => p.constructor.name === 'ReleaseRecordPlugin'));
  if (!config) throw new Error('the remote build has no ReleaseRecordPlugin any more: update ' + __filename);
  // Built with the next contract, needing only today's: the new field is optional to it.
  const release = config.plugins.find((p) => p.constructor.name === 'ReleaseRecordPlugin');
  const today = release.record.contractVersion;
  release.record.contractVersion = nextContract(`export const CONTRACT_VERSION = '${today}';`);
  release.record.requiresContract = today;
  // Its contract is shared by version (shared/build/webpack.cjs): this release carries the
  // next one, so it must keep its own copy rather than take the host's older one.
  const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  const contract = federation?._options?.shared?.['@site/shared/contract'];
  if (!contract)
    throw new Error('the remote build no longer shares @site/shared/contract: update ' + __filename);
  contract.version = release.record.contractVersion;
  contract.requiredVersion = `^${release.record.contractVersion}`;
  return built;
};

/** The release's change to one of its builds: the /agent page and the next contract. */
function change(config) {
  // Brotli at quality 11 for every file is most of a warm build; the server sends the
  // plain files when no compressed copy is beside them.
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'PrecompressPlugin');
  config.module.rules.unshift(
    {
      test: /[\\/]src[\\/]expose[\\/]agent-page\.tsx$/,
      enforce: 'pre',
      use: [{ loader: path.join(__dirname, 'page-change-loader.cjs') }],
    },
    {
      test: /[\\/]shared[\\/]contract[\\/](promotions|version)\.ts$/,
      enforce: 'pre',
      use: [{ loader: path.join(__dirname, 'contract-change-loader.cjs') }],
    },
  );
}
