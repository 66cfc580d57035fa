import type { FastifyInstance } from 'fastify';
import { member } from '@site/shared/contract';
import type { Db } from '../db/db';
import { memberRoute } from '../http/route';
import { memberInfoOf } from '../auth/member-info';
import { feedbackUnread } from '../feedback/feedback';
import { unreadCounts } from '../letters/letters';
import type { SessionStore } from '../session/sessions';
import { avatarOf } from '../uploads/avatars';
import { syncGrade } from '../vip/grades';

/**
 * The member calls the host guards need (SPEC §2): all of them answer 6001 without a live
 * session. The balance (transfer/getBalance) is a funds call: routes/funds-wallet.ts.
 */
export function memberRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, member.memberInfo, async (_input, m) => ({
    ...(await memberInfoOf(db, m)),
    avatar: await avatarOf(db, m.id),
  }));

  // The host polls this on login and navigation: a due VIP upgrade (and its letter) happens here too.
  memberRoute(app, sessions, member.getUnreadForType, async (_input, m) =>
    db.tx(async (q) => {
      await syncGrade(q, m.id);
      return unreadCounts(q, m.id);
    }),
  );

  memberRoute(app, sessions, member.feedbackUnreadNum, async (_input, m) => ({
    count: await feedbackUnread(db, m.id),
  }));

  memberRoute(app, sessions, member.logout, async (_input, m) => {
    await sessions.revokeSession(m.token);
    return null;
  });
}
