import '../messages';
import { VirtualCoinWait } from '../features/deposit/wait/virtual-coin-wait';

/** /mine/savemoney/virtualWait?orderNo=…: a USDT deposit waits for the coins. */
export default function VirtualCoinWaitPage() {
  return <VirtualCoinWait />;
}
