const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './WalletPage': './src/expose/wallet-page.tsx',
    './TransRecordPage': './src/expose/trans-record-page.tsx',
    './SaveMoneyPage': './src/expose/save-money-page.tsx',
    './DepositWaitPage': './src/expose/deposit-wait-page.tsx',
    './TransferWaitPage': './src/expose/transfer-wait-page.tsx',
    './VirtualCoinWaitPage': './src/expose/virtual-coin-wait-page.tsx',
    './TransferMoneyPage': './src/expose/transfer-money-page.tsx',
    './TakeMoneyPage': './src/expose/take-money-page.tsx',
    './HuioneWaitPage': './src/expose/huione-wait-page.tsx',
    './XnbskWaitPage': './src/expose/xnbsk-wait-page.tsx',
    './VenueTransferDialog': './src/expose/venue-transfer-dialog.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
