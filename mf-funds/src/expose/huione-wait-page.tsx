import '../messages';
import { SimpleWait } from '../features/deposit/wait/simple-wait';

/** /mine/huione?orderNo=…: the 汇旺支付 wait page. */
export default function HuioneWaitPage() {
  return <SimpleWait page="huione" />;
}
