import '../messages';
import { GatewayWait } from '../features/deposit/wait/gateway-wait';

/** /mine/savemoney/rechargeWait?orderNo=…: a gateway deposit waits for the payment. */
export default function DepositWaitPage() {
  return <GatewayWait />;
}
