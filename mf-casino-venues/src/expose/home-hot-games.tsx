import '../setup';
import { HotGames } from '../features/hot-games/hot-games';

/** The home page's hot-games row. */
export default HotGames;
