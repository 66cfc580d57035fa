/** Chinese text of free spins (免费旋转) bought with points. */
export const freeSpinsText = {
  noneLeft: '您在该场馆没有可用的免费旋转次数，可前往积分兑换获取',
  rewardTitle: (game: string) => `免费旋转奖金：${game}`,
  badItem: '该兑换商品配置有误，请联系客服',
} as const;
