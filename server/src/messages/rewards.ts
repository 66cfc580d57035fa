/** Rewards (server/src/rewards): quitting a bonus before its turnover is met (SPEC §1). */
export const rewardMessages = {
  bonusNotFound: '未找到该笔优惠',
  bonusClosed: '该笔优惠已完成或已取消，无需放弃',
  quitOpenBets: '您领取优惠后投注的注单尚未全部结算，请待注单结算后再放弃优惠',
  forfeitMemo: (title: string) => `放弃优惠：${title}`,
} as const;
