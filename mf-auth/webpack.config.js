const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './AuthModal': './src/expose/auth-modal.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
