import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import ActivityPage from './expose/activity-page';
import DiscountPage from './expose/discount-page';
import FriendInvitationPage from './expose/friend-invitation-page';
import AgentPage from './expose/agent-page';
import SponsorPage from './expose/sponsor-page';
import DownloadPage from './expose/download-page';
import HelpPage from './expose/help-page';
import HomeBanners from './expose/home-banners';
import HomeNotices from './expose/home-notices';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-activities dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/activity-page">ActivityPage</Link></li>
        <li><Link to="/discount-page">DiscountPage</Link></li>
        <li><Link to="/friend-invitation-page">FriendInvitationPage</Link></li>
        <li><Link to="/agent-page">AgentPage</Link></li>
        <li><Link to="/sponsor-page">SponsorPage</Link></li>
        <li><Link to="/download-page">DownloadPage</Link></li>
        <li><Link to="/help-page">HelpPage</Link></li>
        <li><Link to="/home-banners">HomeBanners</Link></li>
        <li><Link to="/home-notices">HomeNotices</Link></li>
    </ul>
  );
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneShell>
          <Routes>
            <Route path="/" element={<Index />} />
          <Route path="/activity-page" element={<ActivityPage />} />
          <Route path="/discount-page" element={<DiscountPage />} />
          <Route path="/friend-invitation-page" element={<FriendInvitationPage />} />
          <Route path="/agent-page" element={<AgentPage />} />
          <Route path="/sponsor-page" element={<SponsorPage />} />
          <Route path="/download-page" element={<DownloadPage />} />
          <Route path="/help-page" element={<HelpPage />} />
          <Route path="/home-banners" element={<HomeBanners />} />
          <Route path="/home-notices" element={<HomeNotices />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
