// (f) a route file is domain code too: it is handed the provider, it does not pick one.
import { feed } from '../simulators/odds-feed/feed.js';
export const routes = feed;
