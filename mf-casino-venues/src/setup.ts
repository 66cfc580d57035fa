import './messages';
import { listenForEgameTab } from './features/egame/egame-tab';
import { listenForEnterVenue } from './lib/launch';

// Every expose imports this first: whichever page or widget of this remote loads, the
// `enter_venue` event launches through the one launch of SPEC §4, and a provider tab
// asked for before the lobby is mounted is kept for it.
listenForEnterVenue();
listenForEgameTab();
