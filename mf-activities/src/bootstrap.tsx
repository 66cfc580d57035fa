import { mountStandalone } from '@site/shared/standalone';
import ActivityPage from './expose/activity-page';
import DiscountPage from './expose/discount-page';
import FriendInvitationPage from './expose/friend-invitation-page';
import AgentPage from './expose/agent-page';
import SponsorPage from './expose/sponsor-page';
import DownloadPage from './expose/download-page';
import HelpPage from './expose/help-page';
import SeoTextPage from './expose/seo-text-page';
import HomeBanners from './expose/home-banners';
import HomeNotices from './expose/home-notices';

/** Standalone mount for development (`pnpm --filter @site/mf-activities dev`); see @site/shared/standalone. */
void mountStandalone({
  remote: 'mf_activities',
  modules: {
    ActivityPage,
    DiscountPage,
    FriendInvitationPage,
    AgentPage,
    SponsorPage,
    DownloadPage,
    HelpPage,
    SeoTextPage,
    HomeBanners,
    HomeNotices,
  },
});
