import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { Db } from '../db/db';
import { decideWithdrawal } from '../funds/withdrawals';
import { ApiError } from '../http/api-error';
import { assertSafeText, route } from '../http/route';
import { boMessages as text } from '../messages/backoffice';
import { decideAdjustment, listAdjustments, requestAdjustment } from './adjustments';
import { exportAudit, listAudit, writeAudit } from './audit';
import { listDeposits, withdrawalQueue, withdrawalRow } from './cashier';
import { operatorRoute } from './gate';
import { codeStep, passwordStep } from './login';
import {
  createOperator,
  findOperator,
  listOperatorRows,
  operatorView,
  resetOperator,
  revokeOperatorSessions,
  revokeToken,
} from './operators';
import { forceLogout, freeze, sendLetter, unfreeze, voidBonus } from './player-actions';
import { searchPlayers, viewPlayer } from './players';
import { changePromotion, listAllPromotions } from './promotions';
import { createPromotion, editPromotion, promotionDetail } from './promotion-editor';
import {
  answerFeedback,
  decideApplication,
  listApplications,
  listFeedback,
  resetWithdrawPassword,
} from './service-desk';
import { changePin, listBrands } from './brands';
import { dailyReport } from './reports';
import { contentRoutes } from './content-routes';

/**
 * As on the player API (http/api-guard.ts): no NUL or lone surrogate anywhere on the operator
 * API, 6007 before the session. On the root app, not inside the back office's plugin: operator
 * routes registered elsewhere (chat moderation, beside the chat service) must have it too.
 */
export function installOperatorTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/bo/api/')) return;
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
}

/**
 * The operator API (issue 30) under /bo/api/v1: its own sessions (`bo-token`), every route
 * behind `operatorRoute` (session + the permission the contract declares), every action and
 * every view of a player's personal data written to the audit log in the same transaction.
 */
export function backofficeRoutes(
  app: FastifyInstance,
  db: Db,
  brands: { dir: string; repoRoot: string },
): void {
  route(app, bo.login, (input, request) => passwordStep(db, input.name, input.password, request.ip));
  route(app, bo.verify, (input, request) => codeStep(db, input, request.ip));

  operatorRoute(app, db, bo.me, async (_input, op) => {
    const row = await findOperator(db, { id: op.id });
    if (!row) throw new ApiError(ErrorCode.LOGIN_EXPIRED, text.loginExpired);
    return operatorView(row);
  });
  operatorRoute(app, db, bo.logout, async (_input, op) => {
    await db.tx(async (q) => {
      await revokeToken(q, op.token);
      await writeAudit(q, op, { action: 'auth.logout', targetType: 'operator', targetId: op.id });
    });
    return null;
  });

  operatorRoute(app, db, bo.listOperators, async () => (await listOperatorRows(db)).map(operatorView));
  operatorRoute(app, db, bo.createOperator, (input, op) =>
    db.tx(async (q) => {
      const { row, password } = await createOperator(q, input.name, input.role, op.id);
      const operator = operatorView(row);
      await writeAudit(q, op, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: operator.id,
        after: operator,
        reason: input.reason,
      });
      return { operator, oneTimePassword: password };
    }),
  );
  operatorRoute(app, db, bo.updateOperator, (input, op) =>
    db.tx(async (q) => {
      const before = await findOperator(q, { id: input.id }, true);
      if (!before) throw new ApiError(ErrorCode.NOT_FOUND, text.operatorNotFound);
      let password: string | null = null;
      if (input.action === 'reset') password = await resetOperator(q, input.id);
      else if (input.action === 'role') {
        if (!input.role) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.roleRequired);
        await q.query(`UPDATE operators SET role = $2 WHERE id = $1`, [input.id, input.role]);
      } else {
        await q.query(`UPDATE operators SET status = $2 WHERE id = $1`, [
          input.id,
          input.action === 'disable' ? 'disabled' : 'active',
        ]);
        if (input.action === 'disable') await revokeOperatorSessions(q, input.id);
      }
      const after = await findOperator(q, { id: input.id });
      if (!after) throw new Error('operator vanished');
      await writeAudit(q, op, {
        action: `operator.${input.action}`,
        targetType: 'operator',
        targetId: input.id,
        before: operatorView(before),
        after: operatorView(after),
        reason: input.reason,
      });
      return { operator: operatorView(after), oneTimePassword: password };
    }),
  );

  operatorRoute(app, db, bo.listAudit, ({ page, pageSize, ...filter }) =>
    listAudit(db, filter, page, pageSize),
  );
  operatorRoute(app, db, bo.exportAudit, (filter, op) =>
    db.tx(async (q) => {
      const { csv, rows } = await exportAudit(q, filter);
      await writeAudit(q, op, { action: 'audit.export', targetType: 'audit', after: { filter, rows } });
      return { filename: `audit-${new Date().toISOString().slice(0, 10)}.csv`, csv, rows };
    }),
  );

  operatorRoute(app, db, bo.searchPlayers, (input, op) =>
    db.tx(async (q) => {
      const found = await searchPlayers(q, input.q, input.page, input.pageSize);
      await writeAudit(q, op, {
        action: 'player.search',
        targetType: 'query',
        targetId: input.q,
        after: { hits: found.total },
      });
      return found;
    }),
  );
  operatorRoute(app, db, bo.viewPlayer, (input, op) =>
    db.tx(async (q) => {
      const page = await viewPlayer(q, input.memberId);
      await writeAudit(q, op, {
        action: 'player.view',
        targetType: 'member',
        targetId: input.memberId,
        memberId: input.memberId,
      });
      return page;
    }),
  );
  operatorRoute(app, db, bo.freezePlayer, (input, op) => db.tx((q) => freeze(q, op, input)));
  operatorRoute(app, db, bo.unfreezePlayer, (input, op) =>
    db.tx((q) => unfreeze(q, op, input.restrictionId, input.reason)),
  );
  operatorRoute(app, db, bo.forceLogout, async (input, op) => ({
    revoked: await db.tx((q) => forceLogout(q, op, input.memberId, input.reason)),
  }));
  operatorRoute(app, db, bo.sendLetter, async (input, op) => {
    await db.tx((q) => sendLetter(q, op, input));
    return null;
  });
  operatorRoute(app, db, bo.voidBonus, async (input, op) => ({
    taken: await db.tx((q) => voidBonus(q, op, input)),
  }));

  operatorRoute(app, db, bo.requestAdjustment, (input, op) => db.tx((q) => requestAdjustment(q, op, input)));
  operatorRoute(app, db, bo.listAdjustments, (input) =>
    listAdjustments(db, input.status, input.page, input.pageSize),
  );
  operatorRoute(app, db, bo.decideAdjustment, (input, op) => db.tx((q) => decideAdjustment(q, op, input)));

  operatorRoute(app, db, bo.withdrawalQueue, (input) =>
    withdrawalQueue(db, input.status, input.page, input.pageSize),
  );
  operatorRoute(app, db, bo.decideWithdrawal, async (input, op) => {
    const before = await withdrawalRow(db, input.orderNo);
    // funds/withdrawals.ts decides once (conditional UPDATE), moves the money and writes the player's letter.
    const decided = await decideWithdrawal(db, input.orderNo, input.decision, input.reason);
    if (!decided || !before) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.withdrawalNotPending);
    const after = await withdrawalRow(db, input.orderNo);
    if (!after) throw new Error('withdrawal vanished');
    await writeAudit(db, op, {
      action: `withdrawal.${input.decision}`,
      targetType: 'withdrawal',
      targetId: input.orderNo,
      memberId: after.memberId,
      before: { status: before.status, signals: before.signals },
      after: { status: after.status, remark: after.remark },
      reason: input.reason,
    });
    return after;
  });
  operatorRoute(app, db, bo.listDeposits, ({ page, pageSize, ...filter }) =>
    listDeposits(db, filter, page, pageSize),
  );

  operatorRoute(app, db, bo.listPromotions, () => listAllPromotions(db));
  operatorRoute(app, db, bo.updatePromotion, (input, op) => db.tx((q) => changePromotion(q, op, input)));
  operatorRoute(app, db, bo.promotionDetail, (input) => promotionDetail(db, input.id));
  operatorRoute(app, db, bo.createPromotion, (input, op) => db.tx((q) => createPromotion(q, op, input)));
  operatorRoute(app, db, bo.editPromotion, (input, op) => db.tx((q) => editPromotion(q, op, input)));

  operatorRoute(app, db, bo.listFeedback, ({ page, pageSize, ...filter }) =>
    listFeedback(db, filter, page, pageSize),
  );
  operatorRoute(app, db, bo.replyFeedback, (input, op) =>
    db.tx((q) => answerFeedback(q, op, input.id, input.reply)),
  );
  operatorRoute(app, db, bo.listAgentApplications, (input) =>
    listApplications(db, input.status, input.page, input.pageSize),
  );
  operatorRoute(app, db, bo.decideAgentApplication, (input, op) =>
    db.tx((q) => decideApplication(q, op, input)),
  );
  operatorRoute(app, db, bo.resetWithdrawPassword, (input, op) =>
    db.tx((q) => resetWithdrawPassword(q, op, input)),
  );

  operatorRoute(app, db, bo.listBrands, async () => listBrands(brands.dir));
  operatorRoute(app, db, bo.pinRemote, (input, op) => changePin(db, op, brands, input));
  operatorRoute(app, db, bo.rollbackRemote, (input, op) => changePin(db, op, brands, input));
  operatorRoute(app, db, bo.dailyReport, (input) => dailyReport(db, input));
  contentRoutes(app, db);
}
