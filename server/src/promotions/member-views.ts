import { fenToYuanText } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { formatChinaTime, toInt } from '../db/db';
import { inviteCodeOf } from './invite-code';
import { findPromotion } from './repository';

const yuan = fenToYuanText;
const INVITE_PROMOTION_ID = 109;

/** The member's rewards with their turnover: done, left and state (promotion/myBonuses). */
export async function bonusesOf(q: Queryable, memberId: number) {
  const rows = await q.query<{
    id: unknown;
    title: string;
    amount_fen: unknown;
    required_fen: unknown;
    done_fen: unknown;
    status: 'active' | 'met' | 'voided';
    created_at: Date;
  }>(
    `SELECT id, title, amount_fen, required_fen, done_fen, status, created_at FROM reward_turnover WHERE member_id = $1 ORDER BY id DESC LIMIT 100`,
    [memberId],
  );
  return rows.map((r) => {
    const required = toInt(r.required_fen);
    const done = toInt(r.done_fen);
    return {
      rewardId: toInt(r.id),
      title: r.title,
      amount: yuan(toInt(r.amount_fen)),
      required: yuan(required),
      done: yuan(done),
      left: yuan(r.status === 'active' ? Math.max(0, required - done) : 0),
      status: r.status,
      createTime: formatChinaTime(r.created_at),
    };
  });
}

function maskName(name: string): string {
  return name.length <= 2 ? `${name[0] ?? ''}*` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** The invite code, the link path carrying it (SPEC §4 icode) and the invitees with what they earned the inviter. */
export async function inviteOf(q: Queryable, memberId: number) {
  const code = inviteCodeOf(memberId);
  const promo = await findPromotion(q, INVITE_PROMOTION_ID);
  const rows = await q.query<{
    id: unknown;
    name: string;
    created_at: Date;
    deposits: unknown;
    reward: unknown;
  }>(
    `SELECT m.id, m.name, m.created_at,
       (SELECT count(*) FROM deposit_orders d WHERE d.member_id = m.id AND d.status = 'paid') AS deposits,
       coalesce((SELECT amount_fen FROM promotion_events e WHERE e.member_id = $2 AND e.kind = 'invite' AND e.ref = m.id::text LIMIT 1), 0) AS reward
     FROM members m WHERE upper(m.i_code) = $1 AND m.id <> $2 ORDER BY m.id DESC LIMIT 200`,
    [code, memberId],
  );
  const invitees = rows.map((r) => ({
    name: maskName(r.name),
    registerTime: formatChinaTime(r.created_at),
    deposited: toInt(r.deposits) > 0,
    reward: yuan(toInt(r.reward)),
  }));
  const total = rows.reduce((sum, r) => sum + toInt(r.reward), 0);
  return {
    inviteCode: code,
    linkPath: `/home?register=1&icode=${code}`,
    invitees,
    totalReward: yuan(total),
    ratePercent: promo.terms.inviteRatePercent ?? 0,
    cap: yuan(promo.terms.capFen ?? 0),
  };
}
