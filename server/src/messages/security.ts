/** Text of the security limits (issue 10): lockouts, code caps, captcha and request checks. */
export const securityMessages = {
  loginTooManyFromIp: '登录失败次数过多，请稍后再试',
  loginCoolDown: (seconds: number) => `登录失败次数过多，请${seconds}秒后再试`,
  loginLocked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
  /** Second passwords: what was wrong, and how many tries are left / how long it is locked. */
  secretLabel: { withdraw_password: '提款密码', login_password: '密码' },
  secretWrong: (wrong: string, left: number) => `${wrong}，还可尝试${left}次`,
  secretLocked: (label: string, minutes: number) => `${label}错误次数过多，已锁定，请${minutes}分钟后再试`,
  secretBusy: (label: string) => `${label}正在校验中，请稍后再试`,
  codeTooManyTargets: '今日更换号码次数过多，请明天再试',
  codeTooManyInSession: '获取验证码过于频繁，请1小时后再试',
  codeNeedsCaptcha: '请先完成图形验证',
  illegalRequest: '非法请求',
  clockSkew: '非法请求：请求时间与服务器相差过大，请校准设备时间后重试',
} as const;
