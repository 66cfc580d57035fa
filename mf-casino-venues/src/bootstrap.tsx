import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import VenueListPage from './expose/venue-list-page';
import EgamePage from './expose/egame-page';
import SlotHostPage from './expose/slot-host-page';
import GamePage from './expose/game-page';
import LoadingPage from './expose/loading-page';
import HomeVenues from './expose/home-venues';
import HomeHotGames from './expose/home-hot-games';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-casino-venues dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/venue-list-page">VenueListPage</Link></li>
        <li><Link to="/egame-page">EgamePage</Link></li>
        <li><Link to="/slot-host-page">SlotHostPage</Link></li>
        <li><Link to="/game-page">GamePage</Link></li>
        <li><Link to="/loading-page">LoadingPage</Link></li>
        <li><Link to="/home-venues">HomeVenues</Link></li>
        <li><Link to="/home-hot-games">HomeHotGames</Link></li>
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
          <Route path="/venue-list-page" element={<VenueListPage />} />
          <Route path="/egame-page" element={<EgamePage />} />
          <Route path="/slot-host-page" element={<SlotHostPage />} />
          <Route path="/game-page" element={<GamePage />} />
          <Route path="/loading-page" element={<LoadingPage />} />
          <Route path="/home-venues" element={<HomeVenues />} />
          <Route path="/home-hot-games" element={<HomeHotGames />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
