import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { StandaloneShell } from '@site/shared/ui';
import UserInfoPage from './expose/user-info-page';
import AuthPage from './expose/auth-page';
import VirtualCoinCardPage from './expose/virtual-coin-card-page';
import AlipayManagePage from './expose/alipay-manage-page';
import AccountManagePage from './expose/account-manage-page';
import AddBankCardPage from './expose/add-bank-card-page';
import IntroTutorialPage from './expose/intro-tutorial-page';
import ExchangePage from './expose/exchange-page';
import VipPage from './expose/vip-page';
import VipDetailPage from './expose/vip-detail-page';
import WelfarePage from './expose/welfare-page';
import BetRecordPage from './expose/bet-record-page';
import GiftRecordPage from './expose/gift-record-page';
import MessagePage from './expose/message-page';
import FeedbackPage from './expose/feedback-page';

/**
 * Standalone mount for development (`pnpm --filter @site/mf-member dev`): every exposed module
 * on its own path, inside the same providers the host gives it, against the API on :8080.
 */
function Index() {
  return (
    <ul>
        <li><Link to="/user-info-page">UserInfoPage</Link></li>
        <li><Link to="/auth-page">AuthPage</Link></li>
        <li><Link to="/virtual-coin-card-page">VirtualCoinCardPage</Link></li>
        <li><Link to="/alipay-manage-page">AlipayManagePage</Link></li>
        <li><Link to="/account-manage-page">AccountManagePage</Link></li>
        <li><Link to="/add-bank-card-page">AddBankCardPage</Link></li>
        <li><Link to="/intro-tutorial-page">IntroTutorialPage</Link></li>
        <li><Link to="/exchange-page">ExchangePage</Link></li>
        <li><Link to="/vip-page">VipPage</Link></li>
        <li><Link to="/vip-detail-page">VipDetailPage</Link></li>
        <li><Link to="/welfare-page">WelfarePage</Link></li>
        <li><Link to="/bet-record-page">BetRecordPage</Link></li>
        <li><Link to="/gift-record-page">GiftRecordPage</Link></li>
        <li><Link to="/message-page">MessagePage</Link></li>
        <li><Link to="/feedback-page">FeedbackPage</Link></li>
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
          <Route path="/user-info-page" element={<UserInfoPage />} />
          <Route path="/auth-page" element={<AuthPage />} />
          <Route path="/virtual-coin-card-page" element={<VirtualCoinCardPage />} />
          <Route path="/alipay-manage-page" element={<AlipayManagePage />} />
          <Route path="/account-manage-page" element={<AccountManagePage />} />
          <Route path="/add-bank-card-page" element={<AddBankCardPage />} />
          <Route path="/intro-tutorial-page" element={<IntroTutorialPage />} />
          <Route path="/exchange-page" element={<ExchangePage />} />
          <Route path="/vip-page" element={<VipPage />} />
          <Route path="/vip-detail-page" element={<VipDetailPage />} />
          <Route path="/welfare-page" element={<WelfarePage />} />
          <Route path="/bet-record-page" element={<BetRecordPage />} />
          <Route path="/gift-record-page" element={<GiftRecordPage />} />
          <Route path="/message-page" element={<MessagePage />} />
          <Route path="/feedback-page" element={<FeedbackPage />} />
          </Routes>
        </StandaloneShell>
      </BrowserRouter>
    </StrictMode>,
  );
}
