import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moneyText, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { recentOutbox } from '../dev/outbox';
import { moveProtectionClock, protectionNow } from '../protection/clock';
import { describeIssues } from '../http/route';
import { devMessages as text } from '../messages/dev';
import {
  createMember,
  md5,
  memberNameTaken,
  randomMainlandPhone,
  randomMemberName,
} from '../session/members';
import { hashPassword } from '../security/passwords';
import type { SessionStore } from '../session/sessions';

/** The password of every dev-tools member, so e2e tests can also log in through the form. */
export const DEV_MEMBER_PASSWORD = 'test1234';

let devHash: Promise<string> | null = null;

/**
 * The scrypt of the dev password, made once per process (full OWASP cost, 0.5 s): every
 * dev member shares it, so e2e and server tests do not pay it per member, and no hashing
 * holds the database transaction. Dev tools only: never on in production.
 */
const DEV_MEMBER_BIRTHDAY = '1990-01-01';

function devPasswordHash(): Promise<string> {
  devHash ??= hashPassword(md5(DEV_MEMBER_PASSWORD));
  return devHash;
}

const newMemberBody = z
  .object({
    name: z
      .string()
      .regex(/^[a-zA-Z][a-zA-Z0-9]{3,10}$/)
      .optional(),
    bindPhone: z.boolean().optional(),
    bindRealName: z.boolean().optional(),
    balance: moneyText.optional(),
    siteId: z.string().optional(),
    /** Adult by default, so test members may bet (SPEC §5 18+); null leaves it unset. */
    birthday: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.null()]).optional(),
  })
  .strict()
  .optional()
  .default({});

/**
 * Development tools (ARCHITECTURE.md): only registered when DEV_TOOLS=1, so in
 * production these paths do not exist at all (404). Plain JSON, not the envelope:
 * they are for test code, not for the site.
 */
export function devRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  app.get('/dev/outbox', async () => recentOutbox(db));

  // Moves the player-protection clock (reality checks, cooling-off) so an e2e journey can reach
  // a reality check or the end of a 24-hour wait without waiting. Forward only, at most a week.
  app.post('/dev/protection-clock', async (request, reply) => {
    const parsed = z
      .object({
        minutes: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60),
      })
      .strict()
      .safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    moveProtectionClock(parsed.data.minutes * 60_000);
    return { now: protectionNow().toISOString() };
  });

  app.post('/dev/members', async (request, reply) => {
    const parsed = newMemberBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const body = parsed.data;
    const name = body.name ?? randomMemberName();
    const passwordHash = await devPasswordHash();
    const phone = body.bindPhone ? randomMainlandPhone() : '';
    const result = await db.tx(async (q) => {
      if (await memberNameTaken(q, name)) return null;
      const id = await createMember(q, {
        name,
        passwordMd5: md5(DEV_MEMBER_PASSWORD),
        passwordHash,
        phone,
        realName: body.bindRealName ? text.devRealName : '',
        balanceFen: body.balance ? yuanTextToFen(body.balance) : 0,
        birthday: body.birthday === undefined ? DEV_MEMBER_BIRTHDAY : body.birthday,
        ...(body.siteId ? { siteId: body.siteId } : {}),
      });
      return { id, token: await sessions.createSession(id, body.siteId ?? '1001', q) };
    });
    if (!result) return reply.code(409).send({ error: text.nameTaken(name) });
    return { token: result.token, userId: String(result.id), name, password: DEV_MEMBER_PASSWORD, phone };
  });
}
