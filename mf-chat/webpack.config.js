const { remoteConfig } = require('@site/shared/build');

/**
 * The public surface of this remote (ARCHITECTURE.md): the chat widget as a single-spa
 * parcel config, mounted by the host and by game pages with `mountRootParcel`.
 */
const exposes = {
    './ChatParcel': './src/expose/chat-parcel.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
