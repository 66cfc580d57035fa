import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moneyText, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { addTurnover } from '../funds/venues';
import { decideWithdrawal, pendingWithdrawals } from '../funds/withdrawals';
import { describeIssues } from '../http/route';
import { devMessages as text } from '../messages/dev';

const turnoverBody = z
  .object({
    userId: z.string().regex(/^\d+$/),
    channelCode: z.string().regex(/^[A-Z0-9]{2,10}$/),
    amount: moneyText,
  })
  .strict();

/**
 * Funds dev tools (DEV_TOOLS=1 only, plain JSON): the simulated withdrawal operator and
 * venue turnover, which the games issue will produce from real bets.
 */
export function devFundsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/dev/withdrawals', async () => ({ pending: await pendingWithdrawals(db) }));

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { orderNo: string } }>(
      `/dev/withdrawals/:orderNo/${decision}`,
      async (request, reply) => {
        const order = await decideWithdrawal(db, request.params.orderNo, decision);
        if (!order) return reply.code(409).send({ error: text.withdrawalNotPending(request.params.orderNo) });
        return order;
      },
    );
  }

  app.post('/dev/venue-turnover', async (request, reply) => {
    const parsed = turnoverBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const { userId, channelCode, amount } = parsed.data;
    await db.tx((q) => addTurnover(q, Number(userId), channelCode, yuanTextToFen(amount)));
    return { ok: true };
  });
}
