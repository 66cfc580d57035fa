const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './ChatWidget': './src/expose/chat-widget.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
