import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@site/shared/contract';
import { type backoffice } from '@site/shared/backoffice-contract';
import { toInt, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { letterArgs, writeLetter } from '../letters/letters';
import { boLetters, boMessages as text } from '../messages/backoffice';
import { moveMoney } from '../money/door';
import { CENTER, balanceOf, lockMember, systemWallet, venueBalances, venueWallet } from '../money/ledger';
import { quitReward } from '../rewards/turnover';
import { writeAudit, type Actor } from './audit';
import { RESTRICTION_COLUMNS, findPlayer, restrictionView, type RestrictionRow } from './players';

/** An operator's actions on a player (issue 30 part 3), each with its audit record in the same transaction. */

const by = (actor: Actor) => `operator:${actor.id ?? 0}`;

export async function revokeMemberSessions(q: Queryable, memberId: number): Promise<number> {
  const rows = await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL RETURNING token`,
    [memberId],
  );
  return rows.length;
}

/** Freezes login, play or withdrawals (member_restrictions); a login freeze also ends the member's sessions. */
export async function freeze(
  q: Queryable,
  actor: Actor,
  input: {
    memberId: number;
    kind: 'login' | 'play' | 'withdraw';
    until?: string | undefined;
    reason: string;
  },
): Promise<backoffice.RestrictionView> {
  await findPlayer(q, input.memberId);
  const [row] = await q.query<RestrictionRow>(
    `INSERT INTO member_restrictions (member_id, kind, ends_at, reason, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${RESTRICTION_COLUMNS}`,
    [input.memberId, `freeze_${input.kind}`, input.until ?? null, input.reason, by(actor)],
  );
  if (!row) throw new Error('insert into member_restrictions returned no row');
  const revoked = input.kind === 'login' ? await revokeMemberSessions(q, input.memberId) : 0;
  const view = restrictionView(row);
  await writeAudit(q, actor, {
    action: 'player.freeze',
    targetType: 'restriction',
    targetId: view.id,
    memberId: input.memberId,
    after: { ...view, sessionsRevoked: revoked },
    reason: input.reason,
  });
  return view;
}

/** Lifts an operator's freeze; a member's own time-out or exclusion is never lifted here. */
export async function unfreeze(
  q: Queryable,
  actor: Actor,
  restrictionId: number,
  reason: string,
): Promise<backoffice.RestrictionView> {
  const [before] = await q.query<RestrictionRow & { member_id: unknown }>(
    `SELECT member_id, ${RESTRICTION_COLUMNS} FROM member_restrictions WHERE id = $1 FOR UPDATE`,
    [restrictionId],
  );
  if (!before) throw new ApiError(ErrorCode.NOT_FOUND, text.restrictionNotFound);
  if (!before.kind.startsWith('freeze_') || !before.created_by.startsWith('operator:'))
    throw new ApiError(ErrorCode.ACCESS_DENIED, text.notOperatorRestriction);
  if (before.lifted_at !== null) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.alreadyLifted);
  const [after] = await q.query<RestrictionRow>(
    `UPDATE member_restrictions SET lifted_at = now(), lifted_by = $2 WHERE id = $1 RETURNING ${RESTRICTION_COLUMNS}`,
    [restrictionId, by(actor)],
  );
  if (!after) throw new Error('update of member_restrictions returned no row');
  const view = restrictionView(after);
  await writeAudit(q, actor, {
    action: 'player.unfreeze',
    targetType: 'restriction',
    targetId: restrictionId,
    memberId: toInt(before.member_id),
    before: restrictionView(before),
    after: view,
    reason,
  });
  return view;
}

export async function forceLogout(
  q: Queryable,
  actor: Actor,
  memberId: number,
  reason: string,
): Promise<number> {
  await findPlayer(q, memberId);
  const revoked = await revokeMemberSessions(q, memberId);
  await writeAudit(q, actor, {
    action: 'player.logout',
    targetType: 'member',
    targetId: memberId,
    memberId,
    after: { sessionsRevoked: revoked },
    reason,
  });
  return revoked;
}

export async function sendLetter(
  q: Queryable,
  actor: Actor,
  input: { memberId: number; title: string; body: string; reason?: string | undefined },
): Promise<void> {
  await findPlayer(q, input.memberId);
  await writeLetter(q, input.memberId, 'notice', input.title, input.body);
  await writeAudit(q, actor, {
    action: 'player.letter',
    targetType: 'member',
    targetId: input.memberId,
    memberId: input.memberId,
    after: { title: input.title, body: input.body },
    reason: input.reason ?? '',
  });
}

/**
 * Voids an active bonus. With its winnings: rewards/turnover.ts `quitReward` (the bonus and the
 * net winnings of bets since go back to the house). Without: only the bonus amount, from the
 * centre wallet first, then the venues, never below zero. Both through the money door.
 */
export async function voidBonus(
  q: Queryable,
  actor: Actor,
  input: { memberId: number; rewardId: number; withWinnings: boolean; reason: string },
): Promise<number> {
  await lockMember(q, input.memberId);
  const [reward] = await q.query<{ amount_fen: unknown; status: string; title: string; done_fen: unknown }>(
    `SELECT amount_fen, status, title, done_fen FROM reward_turnover WHERE id = $1 AND member_id = $2`,
    [input.rewardId, input.memberId],
  );
  const requestId = `bo-void-${randomUUID()}`;
  let taken: number;
  if (input.withWinnings || !reward || reward.status !== 'active') {
    taken = await quitReward(q, input.memberId, input.rewardId, requestId);
  } else {
    let left = toInt(reward.amount_fen);
    taken = 0;
    const wallets = [{ wallet: CENTER, balance: await balanceOf(q, input.memberId, CENTER) }];
    for (const [venue, balance] of await venueBalances(q, input.memberId))
      wallets.push({ wallet: venueWallet(venue), balance });
    let seq = 0;
    for (const { wallet, balance } of wallets) {
      const take = Math.min(left, balance);
      if (take <= 0) continue;
      await moveMoney(q, {
        kind: 'promo_void',
        memberId: input.memberId,
        from: wallet,
        to: systemWallet('promotions'),
        amount: take,
        requestId,
        seq: seq++,
        memo: boLetters.bonusVoided(reward.title, take).title,
      });
      left -= take;
      taken += take;
      if (left <= 0) break;
    }
    await q.query(`UPDATE reward_turnover SET status = 'voided', closed_at = now() WHERE id = $1`, [
      input.rewardId,
    ]);
  }
  await writeLetter(
    q,
    input.memberId,
    'notice',
    ...letterArgs(boLetters.bonusVoided(reward?.title ?? '', taken)),
  );
  await writeAudit(q, actor, {
    action: 'bonus.void',
    targetType: 'reward',
    targetId: input.rewardId,
    memberId: input.memberId,
    before: reward
      ? { status: reward.status, amount: toInt(reward.amount_fen), done: toInt(reward.done_fen) }
      : null,
    after: { status: 'voided', taken, withWinnings: input.withWinnings },
    reason: input.reason,
  });
  return taken;
}
