import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@site/shared/theme';
import { UiHosts } from '@site/shared/ui';
import { App } from './app/app';
import { BO_BASENAME } from './lib/paths';
import { bt } from './messages';

const container = document.getElementById('root');
if (container) {
  document.title = bt('app.title');
  createRoot(container).render(
    <StrictMode>
      {/* The light edition always: an operator tool, not a brand's page. */}
      <ThemeProvider edition="classic" globalStyle>
        <BrowserRouter basename={BO_BASENAME}>
          <App />
        </BrowserRouter>
        <UiHosts />
      </ThemeProvider>
    </StrictMode>,
  );
}
