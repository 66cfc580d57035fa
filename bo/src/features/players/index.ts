export { PlayerPage } from './player-page';
export { PlayerSearch } from './player-search';
