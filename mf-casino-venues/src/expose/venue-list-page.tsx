import '../setup';
import { VenueList, type VenueTypeCode } from '../features/venue-list/venue-list';

const TYPE_CODES: readonly VenueTypeCode[] = ['TY', 'ZR', 'QP', 'DJ', 'CP'];

/** /game/sport, /game/realbet, /game/chess, /game/gaming, /game/lottery (route prop typeCode). */
export default function VenueListPage({ typeCode }: { typeCode?: string }) {
  const code = TYPE_CODES.find((c) => c === typeCode) ?? 'TY';
  return <VenueList typeCode={code} />;
}
