// (f) a domain module reaches for the simulator instead of its interface.
import { feed } from '../simulators/odds-feed/feed.js';
export const book = feed;
