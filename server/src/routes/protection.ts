import type { FastifyInstance } from 'fastify';
import { ErrorCode, protection, yuanTextToFen } from '@site/shared/contract';
import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { memberRoute } from '../http/route';
import { requestLocale } from '../messages/locale';
import { protectionMessages as text } from '../messages/protection';
import { protectionNow } from '../protection/clock';
import {
  cancelChange,
  changeLimit,
  confirmChange,
  overviewOf,
  type ChangeOutcome,
} from '../protection/limits';
import { acknowledge, intervalOf, realityCheckOf, setRealityInterval } from '../protection/reality-check';
import { restrictionInForce } from '../protection/restrictions';
import { statementFile, statementOf } from '../protection/statement';
import { takeBreak } from '../protection/take-break';
import type { SessionStore } from '../session/sessions';

async function overview(q: Queryable, memberId: number): Promise<protection.Overview> {
  const at = protectionNow();
  return {
    ...(await overviewOf(q, memberId, at)),
    realityCheckMinutes: await intervalOf(q, memberId),
    restriction: await restrictionInForce(q, memberId),
  };
}

type Ref = { kind: 'deposit' | 'loss' | 'wager' | 'session'; period?: 'day' | 'week' | 'month' | undefined };

/** The row a limit reference names: the session limit has no period; money limits need one. */
function periodOf(ref: Ref) {
  if (ref.kind === 'session') return 'session' as const;
  if (!ref.period) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.periodRequired);
  return ref.period;
}

/** Player protection (issue 29): limits, reality checks, time-out, self-exclusion, statement. */
export function protectionRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  const changed = async (memberId: number, change: (q: Queryable) => Promise<ChangeOutcome>) => {
    const outcome = await db.tx(change);
    return { ...outcome, overview: await overview(db, memberId) };
  };

  memberRoute(app, sessions, protection.overview, async (_input, m) => overview(db, m.id));

  memberRoute(app, sessions, protection.setLimit, async (input, m) =>
    changed(m.id, (q) =>
      changeLimit(
        q,
        m.id,
        input.kind,
        input.period,
        input.amount === null ? null : yuanTextToFen(input.amount),
        protectionNow(),
      ),
    ),
  );

  memberRoute(app, sessions, protection.setSessionLimit, async (input, m) =>
    changed(m.id, (q) => changeLimit(q, m.id, 'session', 'session', input.minutes, protectionNow())),
  );

  memberRoute(app, sessions, protection.confirmLimit, async (input, m) =>
    changed(m.id, (q) => confirmChange(q, m.id, input.kind, periodOf(input), protectionNow())),
  );

  memberRoute(app, sessions, protection.cancelLimitChange, async (input, m) =>
    changed(m.id, (q) => cancelChange(q, m.id, input.kind, periodOf(input), protectionNow())),
  );

  memberRoute(app, sessions, protection.timeOut, async (input, m) =>
    takeBreak(db, m.id, 'timeout', input.duration, input.password),
  );

  memberRoute(app, sessions, protection.selfExclude, async (input, m) =>
    takeBreak(db, m.id, 'self_exclusion', input.duration, input.password),
  );

  memberRoute(app, sessions, protection.realityCheck, async (_input, m) =>
    realityCheckOf(db, m.id, m.token, protectionNow()),
  );

  memberRoute(app, sessions, protection.setRealityCheck, async (input, m) => {
    await setRealityInterval(db, m.id, input.intervalMinutes, protectionNow());
    return realityCheckOf(db, m.id, m.token, protectionNow());
  });

  memberRoute(app, sessions, protection.ackRealityCheck, async (_input, m) => {
    await acknowledge(db, m.id, m.token, protectionNow());
    return realityCheckOf(db, m.id, m.token, protectionNow());
  });

  memberRoute(app, sessions, protection.statement, async (_input, m) => ({
    months: await statementOf(db, m.id),
  }));

  // The CSV is a file, not an envelope: the session is checked as memberRoute does, errors still
  // answer the envelope (the error handler), and the file is the JSON statement's months.
  app.post(protection.statementCsvPath, async (request, reply) => {
    const m = await sessions.requireMember(request);
    const file = statementFile(await statementOf(db, m.id), requestLocale(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', file.contentDisposition)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
