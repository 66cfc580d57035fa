/**
 * The version of this contract (semver). A remote records the one it was built with
 * (release.json beside its mf-manifest.json); `brand verify` refuses to pin a remote whose
 * contract is newer in major or minor than the one the server answers (x-contract-version).
 * Bump the minor for a new endpoint or field, the major for a breaking change.
 */
export const CONTRACT_VERSION = '1.3.0';
