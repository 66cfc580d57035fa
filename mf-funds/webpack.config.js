const { remoteConfig } = require('@site/shared/build');

/**
 * The public surface of this remote: route-level components only (ARCHITECTURE.md), declared
 * once in shared/routes/exposes.json, which also types the host's route table.
 */
const exposes = require('@site/shared/exposes').mf_funds;

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
