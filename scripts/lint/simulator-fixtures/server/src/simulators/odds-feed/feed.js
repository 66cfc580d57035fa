// A simulator may import its domain's interface.
import { isBoardPlay } from '../../sports/odds-feed.js';
export const feed = { isBoardPlay };
