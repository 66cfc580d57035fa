/** Chinese text of the welfare centre (titles, lock reasons, errors). */
export const welfareText = {
  upgrade: (name: string) => `${name}晋级礼金`,
  birthday: '生日礼金',
  weekly: '每周红包',
  monthly: '每月红包',
  rebate: '实时返水',
  needGrade: '晋级VIP1后可领取',
  needBirthday: '请先在个人资料中设置生日',
  notBirthdayMonth: '生日当月可领取',
  nothingAccrued: '暂无可领取的返水，投注后实时累计',
  notClaimable: '该福利当前不可领取',
  claimed: '该福利已领取',
  noneToClaim: '暂无可领取的福利',
};
