/** Text of the development tools (DEV_TOOLS=1): plain-JSON errors for test code and developers. */
export const devMessages = {
  nameTaken: (name: string) => `用户名 ${name} 已存在`,
  withdrawalNotPending: (orderNo: string) => `提款订单 ${orderNo} 不存在或已处理`,
  /** The real name a dev member gets when asked for a bound one. */
  devRealName: '张伟',
  feedbackNotFound: (id: string) => `反馈 ${id} 不存在`,
  userIdNotNumber: 'userId 应为数字',
  codeNotFound: '验证码不存在',
} as const;
