import { mountStandalone } from '@site/shared/standalone';
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

/** Standalone mount for development (`pnpm --filter @site/mf-member dev`); see @site/shared/standalone. */
void mountStandalone({
  remote: 'mf_member',
  modules: {
    UserInfoPage,
    AuthPage,
    VirtualCoinCardPage,
    AlipayManagePage,
    AccountManagePage,
    AddBankCardPage,
    IntroTutorialPage,
    ExchangePage,
    VipPage,
    VipDetailPage,
    WelfarePage,
    BetRecordPage,
    GiftRecordPage,
    MessagePage,
    FeedbackPage,
  },
});
