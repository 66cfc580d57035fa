import type { funds } from '@site/shared/contract';

/**
 * The funds domain's user-facing text: error messages of the wallet, deposit, withdrawal
 * and record calls, and the memos the transaction record shows. Word for word as the
 * clients and tests know them; amounts arrive already formatted as yuan text.
 */
export const fundsMessages = {
  allVenuesOnly: (category: number) => `参数 category 错误：仅支持 ${category}（全部场馆）`,
  sameWallet: '转出和转入钱包不能相同',
  requestIdMissing: '缺少请求编号（request-id 请求头）',
  requestIdFormat: '请求编号格式不正确（1-64位字母、数字、-、_）',
  requestIdReused: '请求编号已用于另一笔操作，请刷新后重试',
  venueInsufficient: (venue: string) => `场馆 ${venue} 余额不足`,
  lockInsufficient: '锁定金额不足',
  centerInsufficient: '中心钱包余额不足',
  centerWallet: '中心钱包',

  depositSwitchOff: '本站暂未开放存款功能',
  payTypeUnsupported: '不支持的支付方式',
  bindRealNameFirst: (payType: string) => `请先绑定真实姓名再使用${payType}存款`,
  depositAmountRange: (payType: string, min: string, max: string) =>
    `${payType}单笔存款金额须在 ${min} - ${max} 元之间`,
  protocolUsdtOnly: '参数 protocol 错误：仅 USDT 存款需要',
  realNameInvalid: '请输入正确的姓名',
  realNameBound: '已绑定真实姓名，如需修改请联系客服',

  orderNotFound: '订单不存在',
  withdrawAccountNotFound: '收款账户不存在',
  withdrawAccountsMax: (max: number) => `最多绑定 ${max} 个收款账户`,
  withdrawAccountBound: '该收款账户已绑定',
  withdrawAmountRange: (min: string, max: string) => `单笔提款金额须在 ${min} - ${max} 元之间`,
  withdrawDailyCount: (count: number) => `今日提款次数已达上限（${count}次）`,
  withdrawDailyAmount: (left: string) => `超过今日提款额度，今日还可提款 ${left} 元`,
  withdrawApproved: '已出款',
  withdrawRejected: '审核未通过，金额已退回中心钱包',
  autoApproved: '自动审核：已出款',
  autoRejected: '自动审核：未通过，金额已退回',

  // Withdrawal password, bank card and USDT address setup.
  trc20Address: 'TRC20地址须以T开头，共34位',
  erc20Address: 'ERC20地址须以0x开头，后接40位十六进制字符',
  passwordMismatch: '两次密码输入不一致',
  withdrawPasswordSet: '已设置提款密码，如需修改请使用重置',
  withdrawPasswordUnset: '尚未设置提款密码，请先设置',
  oldWithdrawPasswordWrong: '原提款密码错误',
  oldWithdrawPasswordOrEmail: '请输入原提款密码，或先完成邮箱验证',
  bindEmailFirst: '请先绑定邮箱',
  codeInvalid: '验证码错误或已过期',
  bindPhoneFirst: '请先绑定手机号',
  bindRealNameFirstPlain: '请先绑定真实姓名',
  bankUnsupported: '不支持该银行',
  holderNameMismatch: '持卡人姓名须与实名认证姓名一致',
  setWithdrawPasswordFirst: '请先设置提款密码',
  withdrawPasswordWrong: '提款密码错误',

  dateMissing: (field: string) => `参数 ${field} 错误：日期不存在`,
  dateOrder: '开始日期不能晚于结束日期',
  dealType: {
    deposit: '存款',
    withdraw: '提款',
    transfer: '转账',
    bet: '投注',
    bonus: '优惠',
    other: '其他',
  } satisfies Record<funds.DealRecord['type'], string>,
  /** The label of each movement in the transaction record: every ledger kind has its own. */
  dealKind: {
    deposit: '存款',
    withdraw: '提款',
    venue_in: '转入场馆',
    venue_out: '转出场馆',
    wallet_transfer: '场馆互转',
    opening: '开户余额',
    sport_stake: '体育投注',
    sport_payout: '体育派彩',
    sport_refund: '投注退款',
    game_bet: '游戏投注',
    game_win: '游戏派彩',
    promo_bonus: '优惠红利',
    promo_void: '优惠作废',
    deposit_bonus: '存款赠送',
    vip_upgrade: '晋级礼金',
    vip_birthday: '生日礼金',
    vip_red_packet: 'VIP红包',
    rebate: '返水',
    points_exchange: '积分兑换',
    invite_reward: '邀请奖励',
    task_reward: '任务奖励',
    sign_reward: '签到奖励',
    draw_prize: '抽奖奖品',
    race_prize: '竞赛奖金',
  } as Readonly<Record<string, string>>,
  dealStatus: {
    pending: '处理中',
    paid: '成功',
    failed: '失败',
    closed: '已关闭',
    approved: '成功',
    rejected: '已拒绝',
    success: '成功',
  } as Readonly<Record<string, string>>,
} as const;

/** Memos of ledger entries: the remark column of the transaction record. */
export const fundsMemos = {
  transfer: (from: string, to: string) => `${from} → ${to}`,
  recycle: (venue: string) => `${venue} → 中心钱包（一键回收）`,
  autoTransfer: (venue: string) => `中心钱包 → ${venue}（自动转账）`,
  deposit: (orderNo: string) => `存款 ${orderNo}`,
  withdrawLock: (orderNo: string) => `提款 ${orderNo}`,
  withdrawPaid: (orderNo: string) => `提款出款 ${orderNo}`,
  withdrawReturned: (orderNo: string) => `提款退回 ${orderNo}`,
  openingDev: '开户余额（测试工具）',
} as const;
