import type { FastifyInstance } from 'fastify';
import { fenToYuanText, promotions } from '@site/shared/contract';
import type { Db } from '../db/db';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { memberRoute, optionalMember, route } from '../http/route';
import { confirm } from '../promotions/claims';
import { join, verify } from '../promotions/engine';
import { bonusesOf, inviteOf } from '../promotions/member-views';
import { promoText } from '../messages/promotions';
import { progressOf } from '../promotions/progress';
import { raceBoard, settleEndedRaces } from '../promotions/race';
import { detailView, findPromotion, listPromotions, summaryView } from '../promotions/repository';
import { quitReward } from '../rewards/turnover';
import { protectionMessages } from '../messages/protection';
import { refuseWhileRestricted } from '../protection/restrictions';
import type { SessionStore } from '../session/sessions';

const RACE_SETTLE_MS = 60_000;

/** The promotion calls (SPEC §7 /act/api/v1/): lists and details are public, the rest member-only. */
export function promotionRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  route(app, promotions.promotionConfig, async ({ tab }) => (await listPromotions(db, tab)).map(summaryView));
  route(app, promotions.promotionDetail, async ({ id }) => detailView(await findPromotion(db, id)));

  memberRoute(app, sessions, promotions.verification, async ({ id }, m) => verify(db, m.id, id));
  memberRoute(app, sessions, promotions.joinActivity, async (input, m, request) => {
    await refuseWhileRestricted(db, m.id, protectionMessages.noPromotions); // time-out, self-exclusion
    return moneyCall(db, request, m.id, promotions.joinActivity.path, input, (q) => join(q, m.id, input.id));
  });
  memberRoute(app, sessions, promotions.confirmInfo, async (input, m, request) =>
    moneyCall(db, request, m.id, promotions.confirmInfo.path, input, async (q) => {
      const done = await confirm(q, m.id, input.id, input.action, input.ref);
      return {
        amount: fenToYuanText(done.amountFen),
        message: done.message,
        ...(done.prizeId ? { prizeId: done.prizeId } : {}),
      };
    }),
  );
  memberRoute(app, sessions, promotions.promotionProgress, async ({ id }, m) => progressOf(db, m.id, id));
  route(app, promotions.raceBoard, async ({ id }, request) => {
    // Public board; a logged-in visitor also gets their own rank (optional session, not member-only).
    // A read: it shows the stored result of a settled race and never pays.
    const member = await optionalMember(sessions, request);
    return raceBoard(db, id, member?.id ?? null);
  });
  memberRoute(app, sessions, promotions.myBonuses, async (_input, m) => bonusesOf(db, m.id));
  memberRoute(app, sessions, promotions.quitBonus, async (input, m, request) =>
    moneyCall(db, request, m.id, promotions.quitBonus.path, input, async (q) => {
      const voided = await quitReward(q, m.id, input.rewardId, requestIdOf(request));
      return { voided: fenToYuanText(voided), message: promoText.quit(voided) };
    }),
  );
  memberRoute(app, sessions, promotions.inviteInfo, async (_input, m) => inviteOf(db, m.id));

  // The race settlement job: each ended race is ranked once, from the turnover inside its
  // window, and paid from that stored ranking (promotions/race.ts). Every process may run it;
  // the race_settlements row that a settlement claims first lets only one of them pay.
  app.jobs.add({
    name: 'promotions.race-settlement',
    everyMs: RACE_SETTLE_MS,
    run: () => settleEndedRaces(db),
  });
}
