// The "new release" of the /agent page: a notice above the commission tiers. Fails the
// build when the page no longer has the place it goes, so the test can never pass on an
// unchanged page.
const ANCHOR = '<AgentTiers />';

// It also shows the newer contract's optional field (contract-change-loader.cjs) when the
// server sends it, and nothing when it does not.
const SETTLEMENT_DAY = `
function SettlementDay() {
  const { data } = useEndpoint(promotions.agentConfig, {});
  return data?.settlementDay ? <p data-testid="settlement-day">佣金结算日：{data.settlementDay}</p> : null;
}
`;

module.exports = function pageChange(source) {
  if (!source.includes(ANCHOR))
    throw new Error(`agent-page.tsx has no ${ANCHOR} any more: update ${__filename}`);
  const imports =
    "import { useEndpoint } from '@site/shared/api';\nimport { promotions } from '@site/shared/contract';\n";
  return (
    imports +
    source.replace(
      ANCHOR,
      `<p data-testid="release-note">新版合营计划：佣金每周结算</p>\n<SettlementDay />\n${ANCHOR}`,
    ) +
    SETTLEMENT_DAY
  );
};
