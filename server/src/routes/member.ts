import type { FastifyInstance } from 'fastify';
import { member } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { memberRoute } from '../http/route';
import { memberInfoOf } from '../auth/member-info';
import type { SessionStore } from '../session/sessions';

const LETTER_CATEGORIES = ['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd'] as const;

/**
 * The member calls the host guards need (SPEC §2): all of them answer 6001 without a live
 * session. The balance (transfer/getBalance) is a funds call: routes/funds-wallet.ts.
 */
export function memberRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, member.memberInfo, async (_input, m) => memberInfoOf(db, m));

  memberRoute(app, sessions, member.getUnreadForType, async (_input, m) => {
    const rows = await db.query<{ category: (typeof LETTER_CATEGORIES)[number]; n: unknown }>(
      `SELECT category, count(*) AS n FROM letters
        WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL GROUP BY category`,
      [m.id],
    );
    const counts = Object.fromEntries(LETTER_CATEGORIES.map((c) => [`${c}_count`, 0])) as Record<`${(typeof LETTER_CATEGORIES)[number]}_count`, number>;
    for (const row of rows) counts[`${row.category}_count`] = toInt(row.n);
    return counts;
  });

  memberRoute(app, sessions, member.feedbackUnreadNum, async (_input, m) => {
    const [row] = await db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM feedbacks WHERE member_id = $1 AND reply IS NOT NULL AND NOT reply_read',
      [m.id],
    );
    return { count: row ? toInt(row.n) : 0 };
  });

  memberRoute(app, sessions, member.logout, async (_input, m) => {
    await sessions.revokeSession(m.token);
    return null;
  });
}
