/**
 * Text of the account calls (verification codes, forgotten passwords, phone and email
 * binding). Word for word as the clients and tests know them.
 */
export const accountMessages = {
  frozen: '账号已冻结，请联系客服',
  nameOrPhoneMismatch: '用户名与手机号不匹配',
  nameOrEmailMismatch: '用户名与邮箱不匹配',
  nameMissing: '请输入用户名',
  bindCodeNeedsLogin: '绑定验证码请登录后获取',
  deviceCodeNoLogin: '新设备验证码无需登录获取',
  bindEmailFirst: '请先绑定邮箱',
  bindPhoneFirst: '请先绑定手机号',
  verificationExpired: '验证已过期，请重新登录',
  noEmailUsePhone: '未绑定邮箱，请使用手机验证',
  noPhoneUseEmail: '未绑定手机号，请使用邮箱验证',
  /** What is being bound: a phone number or an email address. */
  bindLabel: { phone: '手机号', email: '邮箱' },
  alreadyBound: (label: string) => `已绑定${label}`,
  realNameBound: '真实姓名已绑定，如需修改请联系客服',
  birthdayBound: '生日已绑定，如需修改请联系客服',
  birthdayMissing: '请选择生日',
  oldPasswordWrong: '原密码错误',
  boundElsewhere: (label: string) => `该${label}已被其他账号绑定`,
} as const;
