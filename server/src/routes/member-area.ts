import type { FastifyInstance } from 'fastify';
import { memberArea } from '@site/shared/contract';
import type { Db } from '../db/db';
import { moneyCall, requestIdOf } from '../money/idempotency';
import { memberRoute } from '../http/route';
import { exchange, exchangeRecords, pointsInfo } from '../points/points';
import { gameRecords, gameTotals, giftRecords } from '../records/records';
import type { SessionStore } from '../session/sessions';
import { keepGradeJob } from '../vip/keep-grade';
import { gradeInfo, gradeView, loadGrades, percentText, syncGrade } from '../vip/grades';
import { claim, offersOf, publicOffer } from '../welfare/welfare';

/** Issue 12: VIP grades, welfare, points exchange, gift and casino records. */
export function memberAreaRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, memberArea.memberGradeConfigList, async () =>
    (await loadGrades(db)).map(gradeView),
  );

  memberRoute(app, sessions, memberArea.memberGradeInfoByGrade, async (_input, m) =>
    db.tx((q) => gradeInfo(q, m.id)),
  );

  memberRoute(app, sessions, memberArea.getGameFanshuiHighLow, async (_input, m) => {
    const grade = await db.tx((q) => syncGrade(q, m.id));
    const grades = await loadGrades(db);
    const current = grades.find((g) => g.grade === grade) ?? grades[0];
    return memberArea.REBATE_CATEGORIES.map((category) => {
      const rates = grades.map((g) => g.rebateBp[category]);
      return {
        category,
        low: percentText(Math.min(...rates)),
        high: percentText(Math.max(...rates)),
        current: percentText(current?.rebateBp[category] ?? 0),
      };
    });
  });

  memberRoute(app, sessions, memberArea.vipWeekInfo, async (_input, m) =>
    (await db.tx((q) => offersOf(q, m.id))).map(publicOffer),
  );

  memberRoute(app, sessions, memberArea.vipWeekReceive, async (input, m, request) =>
    moneyCall(db, request, m.id, memberArea.vipWeekReceive.path, input, (q) =>
      claim(q, m.id, input.id, requestIdOf(request)),
    ),
  );

  memberRoute(app, sessions, memberArea.vipWeekReceiveAll, async (input, m, request) =>
    moneyCall(db, request, m.id, memberArea.vipWeekReceiveAll.path, input, (q) =>
      claim(q, m.id, null, requestIdOf(request)),
    ),
  );

  memberRoute(app, sessions, memberArea.activityTopGiftInfo, async (_input, m) =>
    db.tx((q) => pointsInfo(q, m.id)),
  );

  memberRoute(app, sessions, memberArea.activityTopGiftExchange, async (input, m, request) =>
    moneyCall(db, request, m.id, memberArea.activityTopGiftExchange.path, input, (q) =>
      exchange(q, m.id, input.itemId, input.address),
    ),
  );

  memberRoute(app, sessions, memberArea.exchangeRecord, async (input, m) =>
    exchangeRecords(db, m.id, input.pageNum, input.pageSize),
  );

  memberRoute(app, sessions, memberArea.giftRecordList, async (input, m) => giftRecords(db, m.id, input));

  memberRoute(app, sessions, memberArea.gameRecordList, async (input, m) => gameRecords(db, m.id, input));

  memberRoute(app, sessions, memberArea.gameRecordTotal, async (input, m) => gameTotals(db, m.id, input));

  // Month-end keep-grade review: checked hourly, each China month reviewed once.
  app.jobs.add(keepGradeJob(db));
}
