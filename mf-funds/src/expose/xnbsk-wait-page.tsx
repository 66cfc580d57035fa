import '../messages';
import { SimpleWait } from '../features/deposit/wait/simple-wait';

/** /mine/xnbsk?orderNo=…: the 虚拟币收款 wait page. */
export default function XnbskWaitPage() {
  return <SimpleWait page="xnbsk" />;
}
