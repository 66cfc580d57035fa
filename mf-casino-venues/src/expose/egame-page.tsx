import '../setup';
import { EgameLobby } from '../features/egame/egame-lobby';

/** The lobby's first reads, started when the player points at a link to it (issue 31). */
export { prefetchEgameLobby as prefetch } from '../features/egame/egame-reads';

/** /game/egame and /game/fishing (route prop kind). */
export default function EgamePage({ kind }: { kind?: string }) {
  return <EgameLobby kind={kind === 'fishing' ? 'fishing' : 'egame'} />;
}
