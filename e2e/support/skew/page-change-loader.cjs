// The "new release" of the /agent page: a notice above the commission tiers. Fails the
// build when the page no longer has the place it goes, so the test can never pass on an
// unchanged page.
const ANCHOR = '<AgentTiers />';

module.exports = function pageChange(source) {
  if (!source.includes(ANCHOR))
    throw new Error(`agent-page.tsx has no ${ANCHOR} any more: update ${__filename}`);
  return source.replace(ANCHOR, `<p data-testid="release-note">新版合营计划：佣金每周结算</p>\n${ANCHOR}`);
};
