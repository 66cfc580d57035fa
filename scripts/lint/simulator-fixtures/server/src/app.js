// The composition root chooses the simulator.
import { feed } from './simulators/odds-feed/feed.js';
export const app = { feed };
