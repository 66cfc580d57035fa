const { remoteConfig } = require('@site/shared/build');

/** The public surface of this remote: route-level components only (ARCHITECTURE.md). */
const exposes = {
    './VenueListPage': './src/expose/venue-list-page.tsx',
    './EgamePage': './src/expose/egame-page.tsx',
    './SlotHostPage': './src/expose/slot-host-page.tsx',
    './GamePage': './src/expose/game-page.tsx',
    './LoadingPage': './src/expose/loading-page.tsx',
    './HomeVenues': './src/expose/home-venues.tsx',
    './HomeHotGames': './src/expose/home-hot-games.tsx',
    './VenueLauncher': './src/expose/venue-launcher.tsx',
};

module.exports = (_env, argv) => remoteConfig(__dirname, { exposes }, argv);
