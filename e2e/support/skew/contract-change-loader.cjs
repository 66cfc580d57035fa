// The "newer contract" of the skew release (issue 17): the agent config answer gains an
// optional field (settlementDay) and the contract its minor version, as a team would ship a
// new field. The remote reads the field when a server sends it and works without it, so its
// release needs only today's contract (webpack.config.cjs sets requiresContract). Fails the
// build when the places it changes are gone, so the test can never pass on an unchanged contract.
const TIERS = 'z.object({ tiers: z.array(agentTierSchema) })';
const VERSION = /export const CONTRACT_VERSION = '(\d+)\.(\d+)\.(\d+)';/;

/** The contract version this release is built with: the current one, next minor. */
function nextContract(current) {
  const m = VERSION.exec(current);
  if (!m) throw new Error(`shared/contract/version.ts has no CONTRACT_VERSION: update ${__filename}`);
  return `${m[1]}.${Number(m[2]) + 1}.0`;
}

module.exports = function contractChange(source) {
  if (this.resourcePath.endsWith('version.ts'))
    return source.replace(VERSION, `export const CONTRACT_VERSION = '${nextContract(source)}';`);
  if (!source.includes(TIERS))
    throw new Error(`promotions.ts has no ${TIERS} any more: update ${__filename}`);
  return source.replace(
    TIERS,
    'z.object({ tiers: z.array(agentTierSchema), settlementDay: z.string().optional() })',
  );
};
module.exports.nextContract = nextContract;
