import '../setup';
import { VenueList } from '../features/venue-list/venue-list';
import { venueTypeOf } from '../features/venue-list/venue-list-reads';

/** The page's first read, started when the player points at a link to it (issue 31). */
export { prefetchVenueList as prefetch } from '../features/venue-list/venue-list-reads';

/** /game/sport, /game/realbet, /game/chess, /game/gaming, /game/lottery (route prop typeCode). */
export default function VenueListPage({ typeCode }: { typeCode?: string }) {
  return <VenueList typeCode={venueTypeOf(typeCode)} />;
}
