const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './UserInfoPage': './src/expose/user-info-page.tsx',
    './AuthPage': './src/expose/auth-page.tsx',
    './VirtualCoinCardPage': './src/expose/virtual-coin-card-page.tsx',
    './AlipayManagePage': './src/expose/alipay-manage-page.tsx',
    './AccountManagePage': './src/expose/account-manage-page.tsx',
    './AddBankCardPage': './src/expose/add-bank-card-page.tsx',
    './IntroTutorialPage': './src/expose/intro-tutorial-page.tsx',
    './ExchangePage': './src/expose/exchange-page.tsx',
    './VipPage': './src/expose/vip-page.tsx',
    './VipDetailPage': './src/expose/vip-detail-page.tsx',
    './WelfarePage': './src/expose/welfare-page.tsx',
    './BetRecordPage': './src/expose/bet-record-page.tsx',
    './GiftRecordPage': './src/expose/gift-record-page.tsx',
    './MessagePage': './src/expose/message-page.tsx',
    './FeedbackPage': './src/expose/feedback-page.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
