const { remoteConfig } = require('@site/shared/build');

/**
 * The public surface of this remote (ARCHITECTURE.md): the chat widget as a single-spa
 * parcel config, mounted by the host and by game pages with `mountRootParcel`; declared
 * once in shared/routes/exposes.json, which also types the host's use of it.
 */
const exposes = require('@site/shared/exposes').mf_chat;

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
