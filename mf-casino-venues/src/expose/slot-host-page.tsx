import '../setup';
import { SlotHost } from '../features/game-frame/slot-host';

/** /dz/game and /pg/game (route prop vendor): game content handed over by a launch. */
export default function SlotHostPage({ vendor }: { vendor?: string }) {
  return <SlotHost vendor={vendor === 'pg' ? 'pg' : 'dz'} />;
}
