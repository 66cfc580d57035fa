import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { SessionStore } from '../session/sessions';
import type { WsHub } from '../ws/hub';

/**
 * The CRTY sportsbook (issue 5): simulated odds feed, snapshot and live push, bet
 * placement, settlement, bet records. Returns a stop function for its timers.
 */
export function sportsRoutes(_app: FastifyInstance, _db: Db, _sessions: SessionStore, _hub: WsHub): () => void {
  // Filled in by the sportsbook work (issue 5).
  return () => undefined;
}
