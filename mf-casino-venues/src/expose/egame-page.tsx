import '../setup';
import { EgameLobby } from '../features/egame/egame-lobby';

/** /game/egame and /game/fishing (route prop kind). */
export default function EgamePage({ kind }: { kind?: string }) {
  return <EgameLobby kind={kind === 'fishing' ? 'fishing' : 'egame'} />;
}
