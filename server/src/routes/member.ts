import type { FastifyInstance } from 'fastify';
import { fenToYuanText, member } from '@site/shared/contract';
import type { Db } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { route } from '../http/route';
import type { SessionStore } from '../session/sessions';

const LETTER_CATEGORIES = ['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd'] as const;

/** The member calls the host guards need (SPEC §2): all of them answer 6001 without a live session. */
export function memberRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  route(app, member.memberInfo, async (_input, request) => {
    const m = await sessions.requireMember(request);
    return {
      userId: String(m.id),
      name: m.name,
      bindPhone: m.phone !== '',
      bindRealName: m.real_name !== '',
      phone: maskPhone(m.phone),
      email: m.email,
      realName: m.real_name,
      vipGrade: m.vip_grade,
      registerTime: formatChinaTime(m.created_at),
    };
  });

  route(app, member.getBalance, async ({ withLockMoney }, request) => {
    const m = await sessions.requireMember(request);
    const [wallet] = await db.query<{ balance: unknown; lock_money: unknown }>(
      'SELECT balance, lock_money FROM wallets WHERE member_id = $1',
      [m.id],
    );
    const balance = wallet ? toInt(wallet.balance) : 0;
    const lock = wallet ? toInt(wallet.lock_money) : 0;
    // SPEC §3: the center wallet balance includes lock money when asked for it.
    return { centerWalletBalance: fenToYuanText(withLockMoney ? balance + lock : balance), lockMoney: fenToYuanText(lock) };
  });

  route(app, member.getUnreadForType, async (_input, request) => {
    const m = await sessions.requireMember(request);
    const rows = await db.query<{ category: (typeof LETTER_CATEGORIES)[number]; n: unknown }>(
      `SELECT category, count(*) AS n FROM letters
        WHERE member_id = $1 AND read_at IS NULL AND deleted_at IS NULL GROUP BY category`,
      [m.id],
    );
    const counts = Object.fromEntries(LETTER_CATEGORIES.map((c) => [`${c}_count`, 0])) as Record<`${(typeof LETTER_CATEGORIES)[number]}_count`, number>;
    for (const row of rows) counts[`${row.category}_count`] = toInt(row.n);
    return counts;
  });

  route(app, member.feedbackUnreadNum, async (_input, request) => {
    const m = await sessions.requireMember(request);
    const [row] = await db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM feedbacks WHERE member_id = $1 AND reply IS NOT NULL AND NOT reply_read',
      [m.id],
    );
    return { count: row ? toInt(row.n) : 0 };
  });

  route(app, member.logout, async (_input, request) => {
    const m = await sessions.requireMember(request);
    await sessions.revokeSession(m.token);
    return null;
  });
}

/** The full number never leaves the server: 138****8000, as the binding pages show it. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}
