/** Strings of the auth modal (mf-auth): login, register, forgot password, new device, captchas. */
export const auth = {
  modal: {
    label: '登录注册',
    loginTab: '登录',
    registerTab: '注册',
    phoneTab: '手机找回',
    emailTab: '邮箱找回',
    forgotTitle: '找回密码',
    newDeviceTitle: '新设备验证',
    pictureTitle: '欢迎来到{site}',
    pictureSubtitle: '体育 · 真人 · 棋牌 · 电竞 · 彩票',
    pictureSlogan: '安全 · 稳定 · 极速到账',
  },
  login: {
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    remember: '记住密码',
    forgot: '忘记密码？',
    submit: '登录',
    loggingIn: '登录中...',
    noAccount: '还没有账号？',
    toRegister: '立即注册',
    customerService: '联系客服',
  },
  register: {
    username: '用户名',
    usernamePlaceholder: '4-11位字母+数字，首位为字母',
    nameTaken: '用户名已存在',
    password: '密码',
    passwordPlaceholder: '8-12位字母+数字的组合',
    repeatPassword: '确认密码',
    repeatPasswordPlaceholder: '请再次输入密码',
    agreePrefix: '我已年满18周岁，并同意',
    terms: '《服务条款》',
    and: '和',
    privacy: '《隐私政策》',
    submit: '注册',
    success: '注册成功',
    hasAccount: '已有账号？',
    toLogin: '立即登录',
  },
  documents: {
    termsTitle: '服务条款',
    privacyTitle: '隐私政策',
    switchToPrivacy: '查看隐私政策',
    switchToTerms: '查看服务条款',
    updated: '更新日期：2026年1月1日',
    terms:
      '欢迎使用本平台。在注册账号或使用本平台任何服务之前，请您仔细阅读并充分理解本条款的全部内容。您点击同意或实际使用本平台服务，即视为您已阅读并接受本条款的约束。\n' +
      '一、账户注册\n' +
      '每位用户仅可注册并持有一个账户，同一姓名、手机号、银行卡、IP地址或设备下的多个账户将被视为重复账户。您必须年满18周岁方可注册及使用本平台服务，并须确保所在国家或地区的法律允许您参与相关活动；部分受限地区的居民不得使用本平台。\n' +
      '您应妥善保管账户名、密码及验证码，因您自身原因导致的账户被盗、资金损失由您自行承担。您注册时填写的真实姓名应与存提款所使用的银行卡或支付账户持有人姓名一致，如不一致，本平台有权拒绝结算。\n' +
      '二、投注规则\n' +
      '投注一经系统确认即为最终投注，不可撤销或更改。如因赔率、盘口等明显错误，系统故障，或比赛开始后仍被接受的投注，本平台有权取消相关注单并退还本金。各场馆的具体玩法与派彩规则以该场馆公布的规则为准。\n' +
      '三、优惠活动\n' +
      '本平台推出的各项优惠活动均有相应的参与条件与流水要求，本平台保留随时修改、暂停或终止任何优惠活动的权利。会员在活动进行中提前退出或未达到流水要求的，相关优惠及由此产生的盈利可能被取消。\n' +
      '四、禁止行为\n' +
      '严禁使用机器人、外挂、脚本或任何自动化程序进行投注，严禁套利、对冲、合谋等欺诈行为。一经发现，本平台有权冻结或关闭账户、没收违规所得并终止与您的服务协议。\n' +
      '五、争议处理\n' +
      '如您对任何游戏或赛事结果有异议，须在结果公布后14天内以书面形式向客服提出，逾期将不予受理。本平台的交易记录为最终依据，相关记录将保存5年。\n' +
      '六、条款变更\n' +
      '本平台有权根据运营需要对本条款进行修订，修订后的条款将在网站公布并即时生效。若您在条款变更后继续使用本平台服务，即视为您接受修订后的条款。',
    privacy:
      '本平台深知个人信息对您的重要性，我们将按照法律法规的要求，采取相应的安全保护措施，尽力保护您的个人信息安全。本政策说明我们如何收集、使用、共享和保护您的信息。\n' +
      '一、我们收集的信息\n' +
      '在您注册和使用服务时，我们会收集您主动提供的信息，包括用户名、密码（仅以加密形式保存）、真实姓名、手机号码、电子邮箱、出生日期以及银行卡等支付信息。\n' +
      '为保障账户安全与服务稳定，我们还会自动收集您的设备信息、浏览器类型、设备标识、IP地址、访问时间与操作日志等追踪数据，用于识别异常登录与风险行为。\n' +
      '二、信息的使用\n' +
      '我们使用上述信息用于为您开立和维护账户、处理存款与提款、核实身份、防范欺诈与洗钱、改进产品体验，以及在您同意的前提下向您推送优惠活动信息。\n' +
      '三、信息的共享\n' +
      '除以下情形外，我们不会向任何第三方出售或出租您的个人信息：为完成支付结算而向支付服务商提供必要信息；为识别风险与保障安全而向风控及安全服务商提供必要信息；根据法律法规或有权机关的要求进行披露。\n' +
      '四、信息的保护\n' +
      '我们采用加密传输、加密存储、访问控制等技术与管理措施保护您的信息，仅授权人员在履行职责所需的范围内方可访问。请您同样妥善保管账户密码，切勿向他人透露验证码。\n' +
      '五、您的权利\n' +
      '您有权查询、更正您的个人信息，并有权随时拒绝我们将您的信息用于营销推广。如需行使上述权利或对本政策有任何疑问，请联系在线客服。\n' +
      '六、政策更新\n' +
      '我们可能适时更新本政策，更新后的内容将在网站公布。若您在政策更新后继续使用本平台服务，即表示您同意受更新后的政策约束。',
  },
  forgot: {
    stepIdentity: '身份信息',
    stepVerify: '身份验证',
    stepReset: '重置密码',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    phone: '手机号',
    phonePlaceholder: '请输入绑定的手机号',
    area: '国家/地区',
    email: '邮箱',
    emailPlaceholder: '请输入绑定的邮箱',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    codeSentTo: '验证码将发送至：',
    newPassword: '新密码',
    newPasswordPlaceholder: '请设置8-12位字母+数字的新密码',
    repeatPassword: '确认新密码',
    repeatPasswordPlaceholder: '请再次输入新密码',
    next: '下一步',
    confirm: '确认修改',
    back: '上一步',
    backToLogin: '返回登录',
    customerService: '联系客服',
    phoneCodeSent: '获取手机验证码成功',
    emailCodeSent: '获取邮箱验证码成功',
    successTitle: '密码重置成功',
    successText: '{seconds}秒后自动返回登录',
    loginNow: '立即登录',
  },
  newDevice: {
    intro: '为保障您的账户安全，请完成身份验证',
    phone: '绑定手机',
    code: '验证码',
    codePlaceholder: '请输入6位验证码',
    codeSent: '获取手机验证码成功',
    voiceHint: '收不到验证码？',
    voiceLink: '试试语音验证码',
    submit: '登录',
    switchAccount: '切换账号',
    registerNew: '注册新账号',
    safetyTitle: '安全验证',
    safetyText: '请输入手机号 {phone} 中间隐藏的4位数字',
    safetyPlaceholder: '中间4位数字',
    safetySubmit: '确定',
    voiceTitle: '语音验证码',
    voiceText: '我们将以电话形式告知您验证码，请注意接听来电。',
    voiceSure: '立即获取',
    voiceSent: '验证码获取成功，注意接听手机来电',
  },
  captcha: {
    imageTitle: '图形验证',
    imagePlaceholder: '请输入图形验证码',
    imageAlt: '图形验证码，点击刷新',
    imageRefresh: '看不清？点击图片换一张',
    sure: '确定',
    sliderTitle: '安全验证',
    sliderHint: '拖动滑块，完成拼图',
    sliderHandle: '拖动滑块完成拼图，可用左右方向键移动、回车确认',
    sliderRefresh: '换一张',
    sliderLoading: '验证图片加载中...',
    sliderPassed: '验证通过',
    sliderMissed: '拼图未对准，请重试',
    useImage: '换成图形验证码',
    error: '{prefix}：{message}',
  },
} as const;
