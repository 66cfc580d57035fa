const { remoteConfig, withSectionRenderer } = require('@site/shared/build');

/**
 * The public surface of this remote: route-level components only (ARCHITECTURE.md), declared
 * once in shared/routes/exposes.json, which also types the host's route table.
 */
const exposes = require('@site/shared/exposes').mf_casino_venues;

// The home sections it owns are also rendered by the server (src/ssr.tsx, issue 31).
module.exports = (_env, argv) => withSectionRenderer(remoteConfig(__dirname, { exposes }, argv), argv);
