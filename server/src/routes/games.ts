import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { SessionStore } from '../session/sessions';
import type { WsHub } from '../ws/hub';

/**
 * Casino and venue calls (SPEC §7 Games): venues by category, bonus pools, game list,
 * collections, launch, resource, and the demo games served by this server (issue 6).
 */
export function gamesRoutes(_app: FastifyInstance, _db: Db, _sessions: SessionStore, _hub: WsHub): void {
  // Filled in by the casino work (issue 6).
}
