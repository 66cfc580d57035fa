/**
 * The Chinese names of the codes the operator API answers as they are stored (statuses,
 * kinds, actions), so no page shows a raw enum. A code this file does not know yet shows
 * itself rather than nothing: an operator can still report it.
 */
const LABELS = {
  memberStatus: { active: '正常', frozen: '已冻结', normal: '正常' },
  withdrawalStatus: { pending: '待审核', approved: '已出款', rejected: '已拒绝' },
  depositStatus: { pending: '待支付', paid: '已到账', failed: '失败', closed: '已关闭' },
  payType: { bank: '银行转账', alipay: '支付宝', wechat: '微信', usdt: 'USDT' },
  cardKind: { bank: '银行卡', usdt: 'USDT' },
  betStatus: {
    pending: '待确认',
    accepted: '未结算',
    rejected: '已拒单',
    settled: '已结算',
    cancelled: '已取消',
  },
  bonusStatus: { active: '进行中', met: '已达标', voided: '已作废' },
  loginResult: { ok: '成功', challenge: '需验证', fail: '失败' },
  transferKind: {
    deposit: '存款',
    withdraw_lock: '提款冻结',
    withdraw_approve: '提款出款',
    withdraw_reject: '提款退回',
    venue_in: '转入场馆',
    venue_out: '转出场馆',
    wallet_transfer: '钱包互转',
    opening: '期初余额',
    game_bet: '游戏投注',
    game_win: '游戏派彩',
    sport_stake: '体育投注',
    sport_payout: '体育派彩',
    sport_refund: '体育退款',
    promo_void: '红利作废',
    manual_adjust: '人工调账',
    promo_bonus: '活动红利',
    deposit_bonus: '存款红利',
    vip_upgrade: 'VIP晋级礼金',
    vip_birthday: 'VIP生日礼金',
    vip_red_packet: 'VIP红包',
    rebate: '返水',
    points_exchange: '积分兑换',
    invite_reward: '邀请奖励',
    task_reward: '任务奖励',
    sign_reward: '签到奖励',
    draw_prize: '抽奖奖品',
    race_prize: '竞赛奖金',
  },
  /** Ledger wallets: the member's own, or the house accounts by name (a venue shows its code). */
  wallet: {
    center: '中心钱包',
    lock: '提款冻结',
    adjustments: '平台·调账',
    casino: '平台·游戏',
    deposits: '平台·入款',
    opening: '平台·期初',
    promotions: '平台·活动',
    sportsbook: '平台·体育',
    withdrawals: '平台·出款',
  },
  promotionKind: {
    firstDeposit: '首存优惠',
    againDeposit: '再存优惠',
    newTask: '新手任务',
    signGift: '签到礼',
    drawGift: '抽奖',
    bettingGift: '投注礼',
    racePage: '竞赛',
    friendInvitation: '邀请好友',
    activityLandPage: '专题活动',
  },
  promotionTab: {
    sport: '体育',
    live: '真人',
    egame: '电子',
    chess: '棋牌',
    lottery: '彩票',
    newbie: '新人',
    vip: 'VIP',
    all: '综合',
  },
  auditAction: {
    'auth.login': '登录',
    'auth.enrolled': '绑定两步验证',
    'auth.password_failed': '密码错误',
    'auth.code_failed': '动态码错误',
    'auth.logout': '退出登录',
    'operator.create': '新建操作员',
    'operator.disable': '停用操作员',
    'operator.enable': '启用操作员',
    'operator.reset': '重置操作员',
    'operator.role': '变更角色',
    'audit.export': '导出审计日志',
    'player.search': '搜索会员',
    'player.view': '查看会员资料',
    'player.freeze': '冻结会员',
    'player.unfreeze': '解除冻结',
    'player.logout': '强制下线',
    'player.letter': '发送站内信',
    'bonus.void': '作废红利',
    'adjustment.request': '申请调账',
    'adjustment.approve': '批准调账',
    'adjustment.reject': '驳回调账',
    'withdrawal.approve': '通过提款',
    'withdrawal.reject': '拒绝提款',
    'promotion.pause': '暂停活动',
    'promotion.resume': '恢复活动',
    'promotion.end': '结束活动',
    'promotion.setEnd': '修改活动结束时间',
    'brand.pin': '指定模块版本',
    'brand.rollback': '回滚模块版本',
  },
  targetType: {
    operator: '操作员',
    member: '会员',
    query: '搜索',
    audit: '审计日志',
    withdrawal: '提款',
    adjustment: '调账',
    promotion: '活动',
    brand: '品牌',
    restriction: '冻结',
    reward: '红利',
  },
} as const satisfies Record<string, Record<string, string>>;

export type LabelSet = keyof typeof LABELS;

/** The Chinese name of `code` in `set` (the code itself when unknown). */
export function label(set: LabelSet, code: string): string {
  const names: Record<string, string> = LABELS[set];
  return names[code] ?? code;
}

/** Every known code of `set` with its name (filters, selects). */
export function labelOptions(set: LabelSet): { value: string; label: string }[] {
  return Object.entries(LABELS[set]).map(([value, name]) => ({ value, label: name }));
}
