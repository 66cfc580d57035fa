import '../messages';
import { TransferWait } from '../features/deposit/wait/transfer-wait';

/** /mine/savemoney/transferWait?orderNo=…: a bank-card deposit waits for the transfer. */
export default function TransferWaitPage() {
  return <TransferWait />;
}
