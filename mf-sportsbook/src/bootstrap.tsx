import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import LocalSportPage from './expose/local-sport-page';
import HotMatches from './expose/hot-matches';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-sportsbook dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/local-sport-page">LocalSportPage</Link></li>
        <li><Link to="/hot-matches">HotMatches</Link></li>
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
          <Route path="/local-sport-page" element={<LocalSportPage />} />
          <Route path="/hot-matches" element={<HotMatches />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
