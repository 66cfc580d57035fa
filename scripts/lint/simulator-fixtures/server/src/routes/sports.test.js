// A test may start the simulator itself.
import { feed } from '../simulators/odds-feed/feed.js';
export const fixture = feed;
