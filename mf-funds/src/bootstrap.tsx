import { mountStandalone } from '@site/shared/standalone';
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

/** Standalone mount for development (`pnpm --filter @site/mf-funds dev`); see @site/shared/standalone. */
void mountStandalone({
  remote: 'mf_funds',
  modules: {
    WalletPage,
    TransRecordPage,
    SaveMoneyPage,
    DepositWaitPage,
    TransferWaitPage,
    VirtualCoinWaitPage,
    TransferMoneyPage,
    TakeMoneyPage,
    HuioneWaitPage,
    XnbskWaitPage,
    VenueTransferDialog,
  },
});
