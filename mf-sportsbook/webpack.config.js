const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './LocalSportPage': './src/expose/local-sport-page.tsx',
    './HotMatches': './src/expose/hot-matches.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
