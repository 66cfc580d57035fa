import type { FastifyInstance } from 'fastify';
import { promotions } from '@site/shared/contract';
import type { Db } from '../db/db';
import { memberRoute, route } from '../http/route';
import { agentTiers, applicationOf, apply } from '../promotions/agent';
import type { SessionStore } from '../session/sessions';

/** The agent program (/agent): public commission tiers, a member's application stored by the server. */
export function agentRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  route(app, promotions.agentConfig, async () => ({ tiers: agentTiers() }));
  memberRoute(app, sessions, promotions.agentApplication, async (_input, m) => applicationOf(db, m.id));
  memberRoute(app, sessions, promotions.agentApply, async (form, m) => db.tx((q) => apply(q, m.id, form)));
}
