import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { describeIssues } from '../http/route';
import { listApplications, review } from '../promotions/agent';
import { moveClock, promoNow, resetClock } from '../time/clock';
import { summaryView, updatePromotion } from '../promotions/repository';

const changeBody = z
  .object({
    status: z.enum(['live', 'withdrawn']).optional(),
    title: z.string().trim().min(1).max(60).optional(),
    subtitle: z.string().trim().max(60).optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
    terms: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

const applicationStatus = z.enum(['pending', 'approved', 'rejected']);
// A rejection tells the applicant why; an approval may say nothing.
const reviewBody = z
  .object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(200).default('') })
  .strict()
  .refine((b) => b.decision === 'approve' || b.reason.length >= 2, {
    message: 'reason: a rejection needs a reason',
    path: ['reason'],
  });

/**
 * Operator tools for promotions (DEV_TOOLS=1 only, plain JSON): change or withdraw a promotion
 * (members who joined keep the terms they joined under) and move the promotions' clock by days
 * (sign-in streaks, daily draws); review agent applications (approve, or reject with a reason).
 */
export function devPromotionRoutes(app: FastifyInstance, db: Db): void {
  app.post<{ Params: { id: string } }>('/dev/promotions/:id', async (request, reply) => {
    const parsed = changeBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const { startsAt, endsAt, ...rest } = parsed.data;
    const row = await db.tx((q) =>
      updatePromotion(q, Number(request.params.id), {
        ...rest,
        ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
        ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
      } as Parameters<typeof updatePromotion>[2]),
    );
    return summaryView(row);
  });

  app.get<{ Querystring: { status?: string } }>('/dev/agent-applications', async (request, reply) => {
    const parsed = applicationStatus.optional().safeParse(request.query.status);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    return listApplications(db, parsed.data);
  });

  app.post<{ Params: { id: string } }>('/dev/agent-applications/:id', async (request, reply) => {
    const parsed = reviewBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id)) return reply.code(400).send({ error: 'id' });
    const { decision, reason } = parsed.data;
    return db.tx((q) => review(q, id, { approve: decision === 'approve', reason }));
  });

  app.post('/dev/promotions-clock', async (request, reply) => {
    const parsed = z
      .object({ days: z.number().min(-30).max(400).optional(), reset: z.boolean().optional() })
      .strict()
      .safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    if (parsed.data.reset) resetClock();
    else moveClock(parsed.data.days ?? 1);
    return { now: promoNow().toISOString() };
  });
}
