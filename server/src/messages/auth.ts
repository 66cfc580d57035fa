/**
 * Text of login, registration, the captchas and verification codes. Word for word as the
 * clients and tests know them.
 */
export const authMessages = {
  loginNeedsImageCaptcha: '登录失败次数过多，请输入图形验证码',
  frozen: '账号已冻结，请联系客服',
  sliderFirst: '请先完成滑块验证',
  imageCaptchaWrong: '图形验证码错误',
  nameTaken: '用户名已存在',
  nameCheckTooFrequent: '查询过于频繁，请稍后再试',
  challengeExpired: '验证已过期，请重新登录',
  phoneMiddleDigits: '请输入手机号中间4位',
  phoneWrong: '手机号错误',
  /** Captchas: the slider's pass and the picture. */
  captchaExpiredRefresh: '验证已过期，请刷新重试',
  puzzleMissed: '拼图未对准，请重试',
  captchaFailed: '验证失败，请重新验证',
  captchaExpired: '验证已过期，请重新验证',
  captchaGone: '验证已失效，请重新验证',
  /** Verification codes. */
  codeResendIn: (seconds: number) => `60秒内只能获取一次，请${seconds}秒后再试`,
  codeFirst: '请先获取验证码',
  codeExpired: '验证码已失效，请重新获取',
  codeTooManyWrong: '验证码错误次数过多，请重新获取',
  codeWrong: '验证码错误',
  /** Where a code is sent. */
  areaUnsupported: '不支持该国家或地区的手机号',
  phoneInvalid: '请输入正确的手机号码',
  emailInvalid: '请输入正确的邮箱',
} as const;
