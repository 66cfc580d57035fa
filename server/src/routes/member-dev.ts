import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moneyText } from '@site/shared/contract';
import type { Db } from '../db/db';
import { replyFeedback } from '../feedback/feedback';
import { describeIssues } from '../http/route';
import { broadcast } from '../letters/letters';
import { addActivity, shiftMemberClock } from '../vip/dev-tools';
import { devMessages } from '../messages/dev';

const activityBody = z.object({ deposit: moneyText.optional(), turnover: moneyText.optional() }).strict();
const replyBody = z.object({ reply: z.string().trim().min(1).max(500) }).strict();
const broadcastBody = z
  .object({
    category: z.enum(['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd']),
    title: z.string().min(1).max(60),
    content: z.string().min(1).max(2000),
  })
  .strict();

/**
 * Member-area dev tools (DEV_TOOLS=1 only, plain JSON): the operator's feedback reply, a
 * site-wide notice, "a day passed" for the one-level-a-day VIP rule, and a deposit plus
 * turnover to reach a grade quickly.
 */
export function memberDevRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Params: { id: string } }>('/dev/feedback/:id/reply', async (request, reply) => {
    const parsed = replyBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    if (
      !/^\d{1,18}$/.test(request.params.id) ||
      !(await replyFeedback(db, request.params.id, parsed.data.reply))
    ) {
      return reply.code(404).send({ error: devMessages.feedbackNotFound(request.params.id) });
    }
    return { ok: true };
  });

  app.post('/dev/broadcasts', async (request, reply) => {
    const parsed = broadcastBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    await broadcast(db, parsed.data.category, parsed.data.title, parsed.data.content);
    return { ok: true };
  });

  app.post<{ Params: { userId: string } }>('/dev/vip/:userId/next-day', async (request, reply) => {
    if (!/^\d{1,18}$/.test(request.params.userId))
      return reply.code(400).send({ error: devMessages.userIdNotNumber });
    await shiftMemberClock(db, Number(request.params.userId));
    return { ok: true };
  });

  app.post<{ Params: { userId: string } }>('/dev/vip/:userId/activity', async (request, reply) => {
    const parsed = activityBody.safeParse(request.body);
    if (!/^\d{1,18}$/.test(request.params.userId) || !parsed.success)
      return reply
        .code(400)
        .send({ error: parsed.success ? devMessages.userIdNotNumber : describeIssues(parsed.error) });
    await addActivity(db, Number(request.params.userId), parsed.data.deposit, parsed.data.turnover);
    return { ok: true };
  });
}
