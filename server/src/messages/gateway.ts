/** The Chinese text of the payment gateway pages and its callback answers. */
export const GATEWAY_TEXT = {
  badCallback: '回调参数错误',
  badSignature: '签名校验失败',
  stale: '回调已过期',
  noOrder: '订单不存在',
  amountMismatch: '金额与订单不符',
  replay: '重复的回调',
  status: { pending: '待支付', paid: '支付成功', failed: '支付失败', closed: '订单已关闭' },
  duplicate: '订单已处理过，未重复入账。',
  paid: '付款成功，金额已存入中心钱包。',
  failed: '付款失败，未扣款。',
  done: '本订单已处理完毕，可关闭此页面返回网站查看余额。',
  notFound: '订单不存在。',
  simulatorOff: '本环境未启用模拟支付（仅开发工具模式提供），请使用真实支付渠道完成付款。',
  payOk: '模拟付款成功',
  payFail: '模拟付款失败',
  /** The page's title: the provider's cashier. */
  title: '收银台',
  secure: '支付信息经加密传输，请勿向任何人透露验证码。',
  /** The testers' block (dev tools only): what its buttons do. */
  testerTitle: '测试工具：模拟支付结果（仅开发环境 DEV_TOOLS=1 显示）',
  testerHint: '由服务器发出签名回调，模拟支付机构通知到账或失败；不产生真实扣款。',
} as const;
