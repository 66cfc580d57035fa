import type { Queryable } from '../db/db';
import { toInt } from '../db/db';

/** One code the simulated SMS / e-mail / voice providers "sent" (auth/codes.ts writes them). */
export interface OutboxEntry {
  id: number;
  channel: string;
  target: string;
  code: string;
  purpose: string;
  created_at: string;
}

/** The newest codes sent, newest first: what GET /dev/outbox shows. */
export async function recentOutbox(q: Queryable, limit = 200): Promise<OutboxEntry[]> {
  const rows = await q.query<{
    id: unknown;
    channel: string;
    target: string;
    code: string;
    purpose: string;
    created_at: Date;
  }>('SELECT id, channel, target, code, purpose, created_at FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map((r) => ({ ...r, id: toInt(r.id), created_at: r.created_at.toISOString() }));
}
