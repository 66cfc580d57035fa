import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moneyText, yuanTextToFen } from '@site/shared/contract';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { describeIssues } from '../http/route';
import { createMember, md5, randomMainlandPhone, randomMemberName } from '../session/members';
import { hashPassword } from '../session/passwords';
import type { SessionStore } from '../session/sessions';

/** The password of every dev-tools member, so e2e tests can also log in through the form. */
export const DEV_MEMBER_PASSWORD = 'test1234';

let devHash: Promise<string> | null = null;

/**
 * The scrypt of the dev password, made once per process (full OWASP cost, 0.5 s): every
 * dev member shares it, so e2e and server tests do not pay it per member, and no hashing
 * holds the database transaction. Dev tools only: never on in production.
 */
function devPasswordHash(): Promise<string> {
  devHash ??= hashPassword(md5(DEV_MEMBER_PASSWORD));
  return devHash;
}

const newMemberBody = z
  .object({
    name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{3,10}$/).optional(),
    bindPhone: z.boolean().optional(),
    bindRealName: z.boolean().optional(),
    balance: moneyText.optional(),
    siteId: z.string().optional(),
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
  app.get('/dev/outbox', async () => {
    const rows = await db.query<{ id: unknown; channel: string; target: string; code: string; purpose: string; created_at: Date }>(
      'SELECT id, channel, target, code, purpose, created_at FROM outbox ORDER BY id DESC LIMIT 200',
    );
    return rows.map((r) => ({ ...r, id: toInt(r.id), created_at: r.created_at.toISOString() }));
  });

  app.post('/dev/members', async (request, reply) => {
    const parsed = newMemberBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(parsed.error) });
    const body = parsed.data;
    const name = body.name ?? randomMemberName();
    const passwordHash = await devPasswordHash();
    const phone = body.bindPhone ? randomMainlandPhone() : '';
    const result = await db.tx(async (q) => {
      const exists = await q.query('SELECT 1 FROM members WHERE lower(name) = lower($1)', [name]);
      if (exists.length > 0) return null;
      const id = await createMember(q, {
        name,
        passwordMd5: md5(DEV_MEMBER_PASSWORD),
        passwordHash,
        phone,
        realName: body.bindRealName ? '张伟' : '',
        balanceFen: body.balance ? yuanTextToFen(body.balance) : 0,
        ...(body.siteId ? { siteId: body.siteId } : {}),
      });
      return { id, token: await sessions.createSession(id, body.siteId ?? '1001', q) };
    });
    if (!result) return reply.code(409).send({ error: `用户名 ${name} 已存在` });
    return { token: result.token, userId: String(result.id), name, password: DEV_MEMBER_PASSWORD, phone };
  });
}
