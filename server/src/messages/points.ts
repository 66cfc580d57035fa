/** Chinese text of the points exchange. */
export const pointsText = {
  noItem: '兑换商品不存在',
  outOfStock: '该商品已兑完，请选择其他商品',
  notEnough: (need: number, have: number) => `积分不足：需要${need}积分，当前可用${have}积分`,
  needGrade: (grade: number) => `该商品需VIP${grade}及以上等级兑换`,
  needAddress: '实物礼品请填写收货信息',
  title: (name: string) => `积分兑换：${name}`,
};
