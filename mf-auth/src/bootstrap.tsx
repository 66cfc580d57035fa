import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import AuthModal from './expose/auth-modal';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-auth dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/auth-modal">AuthModal</Link></li>
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
          <Route path="/auth-modal" element={<AuthModal />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
