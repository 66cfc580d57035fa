import { mountStandalone } from '@site/shared/standalone';
import VenueListPage from './expose/venue-list-page';
import EgamePage from './expose/egame-page';
import SlotHostPage from './expose/slot-host-page';
import GamePage from './expose/game-page';
import LoadingPage from './expose/loading-page';
import HomeVenues from './expose/home-venues';
import HomeHotGames from './expose/home-hot-games';

/** Standalone mount for development (`pnpm --filter @site/mf-casino-venues dev`); see @site/shared/standalone. */
void mountStandalone({
  remote: 'mf_casino_venues',
  modules: { VenueListPage, EgamePage, SlotHostPage, GamePage, LoadingPage, HomeVenues, HomeHotGames },
});
