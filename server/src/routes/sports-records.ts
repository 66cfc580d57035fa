import type { FastifyInstance } from 'fastify';
import { sports } from '@site/shared/contract';
import type { Db } from '../db/db';
import { memberRoute } from '../http/route';
import { sportsBetPage, sportsBetTotals } from '../records/sports-records';
import type { SessionStore } from '../session/sessions';

/** SPEC §7 record/betRecordList and record/betRecordTotal for the CRTY venue (casino rounds: member-area.ts). */
export function sportsRecordRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, sports.betRecordList, async (input, m) => sportsBetPage(db, m.id, input));
  memberRoute(app, sessions, sports.betRecordTotal, async (input, m) => sportsBetTotals(db, m.id, input));
}
