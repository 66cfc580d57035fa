const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './ActivityPage': './src/expose/activity-page.tsx',
    './DiscountPage': './src/expose/discount-page.tsx',
    './FriendInvitationPage': './src/expose/friend-invitation-page.tsx',
    './AgentPage': './src/expose/agent-page.tsx',
    './SponsorPage': './src/expose/sponsor-page.tsx',
    './DownloadPage': './src/expose/download-page.tsx',
    './HelpPage': './src/expose/help-page.tsx',
    './SeoTextPage': './src/expose/seo-text-page.tsx',
    './HomeBanners': './src/expose/home-banners.tsx',
    './HomeNotices': './src/expose/home-notices.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
