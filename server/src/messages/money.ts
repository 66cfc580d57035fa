import { fenToYuanText as yuan } from '@site/shared/contract';

/**
 * The money policies' refusals (server/src/money/policies): what a player reads when a
 * movement is refused before any money moves. One wording per rule, whichever path refused.
 */
export const moneyMessages = {
  sessionExpired: '登录已失效，请重新登录',
  /** An operator's freeze of play (risk review) or of withdrawals. */
  frozenPlay: '您的账户已被暂停游戏和转入，如有疑问请联系客服',
  frozenWithdraw: '您的账户已被暂停提款，如有疑问请联系客服',
  /** The player's own time-out or self-exclusion (responsible gaming). */
  timeOut: (until: string) => `您已开启冷静期，${until} 前不能转入、投注或游戏`,
  selfExcluded: (until: string) => `您已申请自我排除，${until} 前不能转入、投注或游戏`,
  bonusTurnoverOwed: (fen: number) =>
    `您参与的优惠活动尚未完成流水要求，还需有效投注 ${yuan(fen)} 元才能转出或提款`,
} as const;
