import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import WalletPage from './expose/wallet-page';
import TransRecordPage from './expose/trans-record-page';
import SaveMoneyPage from './expose/save-money-page';
import DepositWaitPage from './expose/deposit-wait-page';
import TransferWaitPage from './expose/transfer-wait-page';
import VirtualCoinWaitPage from './expose/virtual-coin-wait-page';
import TransferMoneyPage from './expose/transfer-money-page';
import TakeMoneyPage from './expose/take-money-page';
import HuioneWaitPage from './expose/huione-wait-page';
import XnbskWaitPage from './expose/xnbsk-wait-page';
import VenueTransferDialog from './expose/venue-transfer-dialog';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-funds dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/wallet-page">WalletPage</Link></li>
        <li><Link to="/trans-record-page">TransRecordPage</Link></li>
        <li><Link to="/save-money-page">SaveMoneyPage</Link></li>
        <li><Link to="/deposit-wait-page">DepositWaitPage</Link></li>
        <li><Link to="/transfer-wait-page">TransferWaitPage</Link></li>
        <li><Link to="/virtual-coin-wait-page">VirtualCoinWaitPage</Link></li>
        <li><Link to="/transfer-money-page">TransferMoneyPage</Link></li>
        <li><Link to="/take-money-page">TakeMoneyPage</Link></li>
        <li><Link to="/huione-wait-page">HuioneWaitPage</Link></li>
        <li><Link to="/xnbsk-wait-page">XnbskWaitPage</Link></li>
        <li><Link to="/venue-transfer-dialog">VenueTransferDialog</Link></li>
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
          <Route path="/wallet-page" element={<WalletPage />} />
          <Route path="/trans-record-page" element={<TransRecordPage />} />
          <Route path="/save-money-page" element={<SaveMoneyPage />} />
          <Route path="/deposit-wait-page" element={<DepositWaitPage />} />
          <Route path="/transfer-wait-page" element={<TransferWaitPage />} />
          <Route path="/virtual-coin-wait-page" element={<VirtualCoinWaitPage />} />
          <Route path="/transfer-money-page" element={<TransferMoneyPage />} />
          <Route path="/take-money-page" element={<TakeMoneyPage />} />
          <Route path="/huione-wait-page" element={<HuioneWaitPage />} />
          <Route path="/xnbsk-wait-page" element={<XnbskWaitPage />} />
          <Route path="/venue-transfer-dialog" element={<VenueTransferDialog />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
