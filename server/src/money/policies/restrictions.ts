import { ErrorCode } from '@site/shared/contract';
import { formatChinaTime } from '../../db/db';
import { ApiError } from '../../http/api-error';
import { moneyMessages } from '../../messages/money';
import { protectionMessages } from '../../messages/protection';
import type { TransferKind } from '../ledger';
import { PLAY_KINDS, type MoneyPolicy } from '../policy';

type RestrictionRefusal = {
  policy: 'restriction';
  restriction: 'freeze_play' | 'freeze_withdraw' | 'timeout' | 'self_exclusion';
  until: string | null;
};

/** The restriction of `kinds` in force for the member now, the longest first (migration 028). */
const inForce = (kinds: string) => `(SELECT jsonb_build_object('policy', 'restriction',
      'restriction', r.kind, 'until', r.ends_at)
    FROM member_restrictions r
   WHERE r.member_id = :member AND r.kind IN (${kinds}) AND r.lifted_at IS NULL
     AND r.starts_at <= now() AND (r.ends_at IS NULL OR r.ends_at > now())
   ORDER BY r.ends_at DESC NULLS FIRST LIMIT 1)`;

function errorOf(refusal: RestrictionRefusal): ApiError {
  const until = refusal.until ? formatChinaTime(refusal.until).slice(0, 16) : '';
  switch (refusal.restriction) {
    case 'freeze_play':
      return new ApiError(ErrorCode.CONTACT_CUSTOMER_SERVICE, moneyMessages.frozenPlay);
    case 'freeze_withdraw':
      return new ApiError(ErrorCode.CONTACT_CUSTOMER_SERVICE, moneyMessages.frozenWithdraw);
    case 'timeout':
      return new ApiError(ErrorCode.ACCESS_DENIED, moneyMessages.timeOut(until));
    case 'self_exclusion':
      return new ApiError(ErrorCode.ACCESS_DENIED, moneyMessages.selfExcluded(until));
  }
}

/**
 * No play while the member is frozen by an operator, timed out or self-excluded: no money into
 * a venue, no stake, no round. Money may still come back out of venues, so the member can
 * withdraw what is theirs (player protection: the balance is returned, never kept).
 */
export const playRestrictionPolicy: MoneyPolicy<RestrictionRefusal> = {
  name: 'restriction',
  guards: (m) => PLAY_KINDS.has(m.kind) || (m.kind === 'wallet_transfer' && m.to.kind === 'venue'),
  sql: inForce(`'freeze_play', 'timeout', 'self_exclusion'`),
  error: errorOf,
};

/** No withdrawal while an operator holds the member's withdrawals (risk review). */
export const withdrawFreezePolicy: MoneyPolicy<RestrictionRefusal> = {
  name: 'restriction',
  guards: (m) => m.kind === 'withdraw_lock',
  sql: inForce(`'freeze_withdraw'`),
  error: errorOf,
};

/**
 * Rewards a member asks for (claims, sign-ins, draws, VIP welfare, rebates, points, free-spin
 * wins): none while the member is timed out or self-excluded (LCCP 3.5.3, MGA: no marketing or
 * incentives during a break). Rewards paid as a consequence of money that moved before the
 * break (a deposit bonus on an order's credit, an inviter's reward on someone else's deposit, a
 * race prize of a race already run) are not asked here: refusing them would fail another
 * movement (the deposit's credit) or keep back what was earned.
 */
export const PROMOTION_KINDS: ReadonlySet<TransferKind> = new Set<TransferKind>([
  'promo_bonus',
  'vip_upgrade',
  'vip_birthday',
  'vip_red_packet',
  'rebate',
  'points_exchange',
  'task_reward',
  'sign_reward',
  'draw_prize',
]);

type PromotionRefusal = { policy: 'promotion_restriction'; until: string };

export const promotionRestrictionPolicy: MoneyPolicy<PromotionRefusal> = {
  name: 'promotion_restriction',
  guards: (m) => PROMOTION_KINDS.has(m.kind),
  sql: `(SELECT jsonb_build_object('policy', 'promotion_restriction', 'until', r.ends_at)
    FROM member_restrictions r
   WHERE r.member_id = :member AND r.kind IN ('timeout', 'self_exclusion') AND r.lifted_at IS NULL
     AND r.starts_at <= now() AND r.ends_at > now()
   ORDER BY r.ends_at DESC LIMIT 1)`,
  error: () => new ApiError(ErrorCode.ACCESS_DENIED, protectionMessages.noPromotions),
};
