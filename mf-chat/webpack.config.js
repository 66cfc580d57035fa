const { remoteConfig, withRuntimeScript } = require('@site/shared/build');

/**
 * The public surface of this remote (ARCHITECTURE.md): the chat widget as a single-spa
 * parcel config, mounted by the host and by game pages with `mountRootParcel`; declared
 * once in shared/routes/exposes.json, which also types the host's use of it.
 */
const exposes = require('@site/shared/exposes').mf_chat;

/**
 * The standalone demo game pages mount the parcel with no host, so the build also writes
 * federation-runtime.js beside remoteEntry.js (which uses the host's runtime in the site).
 */
module.exports = (_env, argv) => withRuntimeScript(remoteConfig(__dirname, { exposes }, argv), argv);
