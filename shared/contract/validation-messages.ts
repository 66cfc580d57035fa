/**
 * Messages of the form rules (SPEC §5). They live in the contract because the contract is
 * the bottom layer of shared and checks the same fields on the server; the i18n catalogue
 * re-exports this object as its `validation` namespace (one source).
 */
export const validation = {
  usernameRequired: '用户名不能为空',
  usernameRule: '4-11位，最少2个字母+数字组合，首位为字母',
  passwordRequired: '密码不能为空',
  passwordRule: '请输入8-12位字母+数字的组合',
  repeatPasswordRequired: '请再次输入密码',
  passwordMismatch: '两次密码输入不一致',
  agreeRequired: '请同意相关条款和隐私政策',
  loginUsernameRequired: '请输入用户名',
  loginPasswordRequired: '请输入密码',
  forgotUsernameRequired: '请输入用户名',
  tooLong: '最多输入{max}个字符',
  phoneInvalid: '请输入正确的手机号码',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱',
  codeRequired: '请输入验证码',
  newPasswordRequired: '请设置新密码',
  confirmNewPasswordRequired: '请再次输入新密码',
  newPasswordMismatch: '两次密码输入不一致，请重新输入',
  codeNotRequested: '请先获取验证码',
  newDeviceCodeRule: '请输入6位数字验证码',
  phoneMiddleDigits: '手机号错误',
  realNameRequired: '请输入真实姓名',
  realNameInvalid: '请输入正确的姓名',
  birthdayRequired: '请选择生日',
  underAge: '未满18周岁不能参与游戏',
  chatMessageEmpty: '请输入消息内容',
  transferAmountRequired: '请输入转入金额',
  transferAmountInvalid: '请输入正确的金额，最多两位小数',
  transferAmountPositive: '转入金额必须大于0',
  betSelectionsFull: '投注项数量已达上限',
  orderPending: '订单确认中，请稍候',
  withdrawPasswordRequired: '请输入提款密码',
  withdrawPasswordInvalid: '提款密码须为6位数字',
  // The wire contract's own rules (issue 18: shown in the player's locale like the forms').
  helpCodeInvalid: '帮助文章编号无效',
  idInvalid: '编号格式不正确',
  lettersToDeleteRequired: '请选择要删除的消息',
  imageRequired: '请选择图片',
  imageTooLarge: '图片不能超过5MB',
  imageIdInvalid: '图片编号不正确',
  feedbackTooShort: '反馈内容至少5个字',
  feedbackTooLong: '反馈内容最多500个字',
  betNoInvalid: '注单号格式不正确',
  imagesTooMany: '最多上传3张图片',
  avatarInvalid: '头像编号不正确',
  sixDigitCode: '验证码为6位数字',
  bankRequired: '请选择银行',
  cardNoInvalid: '银行卡号为12-19位数字',
  holderNameRequired: '请输入持卡人姓名',
  walletAddressInvalid: '钱包地址格式不正确',
  amountTooLong: '金额最长12位',
  amountFormat: '金额须为数字，最多两位小数',
  amountPositive: '金额须大于0',
  venueCodeInvalid: '场馆代码格式不正确',
  orderNoInvalid: '订单号格式不正确',
  passwordMd5: '密码须为md5',
  walletRefInvalid: '钱包须为 center 或场馆代码',
  dateFormat: '日期格式须为 YYYY-MM-DD',
  dateMissing: '日期不存在',
  unsafeText: '含有非法字符（空字符或无效的 Unicode 字符）',
  jsonTooDeep: '数据嵌套过深（最多 {max} 层）',
  welfareIdInvalid: '福利编号不正确',
  receiverInvalid: '请输入收货人姓名（1-20个字）',
  addressInvalid: '请输入详细地址（1-100个字）',
  profileChangeRequired: '请至少填写一项',
  newPasswordSameAsOld: '新密码不能与原密码相同',
  controlCharacters: '请勿输入特殊控制字符',
  contactNameInvalid: '请输入联系人姓名（2-20字）',
  imTooLong: '微信/QQ不超过40字',
  channelRequired: '请选择推广渠道',
  agentMessageTooLong: '留言不超过300字',
  passwordFormatMd5: '密码格式错误：需为 md5',
  gameCodeInvalid: '游戏代码格式不正确',
  keywordTooLong: '搜索词最长30个字',
  timestampInvalid: '时间戳格式不正确',
  launchTokenInvalid: '游戏令牌无效，请重新进入游戏',
  roundIdInvalid: '局号格式不正确',
  stakePositive: '投注金额须大于0',
  fishInvalid: '目标鱼种不正确',
  matchIdInvalid: '赛事编号不正确，请刷新赛事后再投注',
  roomIdInvalid: '房间号无效',
  moneyFormat: '金额格式不正确',
  safeKeyExpired: '加密会话已过期，请重试',
} as const;

type ValidationKey = keyof typeof validation;
/** A key of the `validation` namespace, spelled as the i18n catalogue spells it. */
export type ValidationMessageKey = `validation.${ValidationKey}`;
type Params = Record<string, string | number>;
type Lookup = (key: ValidationMessageKey, params?: Params) => string;

function fill(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Until shared/validation hands down i18n's `t`, and in a remote that never loads it (the
 * contract is bundled per remote), the page's `lang` (set by i18n's applyLocale) picks the
 * zh-TW twin the build attached to `validation` (zh-TW/twin-source.cjs). The server has no
 * document: zh-CN, converted with the rest of its answer.
 */
function pageTable(): Record<ValidationKey, string> {
  const twin = (validation as unknown as Record<symbol, typeof validation | undefined>)[
    Symbol.for('site.i18n.zh-TW')
  ];
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'zh-TW' && twin ? twin : validation;
}

let lookup: Lookup = (key, params) =>
  fill(pageTable()[key.slice('validation.'.length) as ValidationKey], params);

/**
 * shared/validation routes these messages through i18n's `t` (brand overrides, locale).
 * The contract cannot import i18n itself (it is the bottom layer), so the lookup is handed down.
 */
export function setValidationLookup(next: Lookup): void {
  lookup = next;
}

/**
 * A zod `error` that reads the catalogue when the issue is raised, not when the schema
 * is built, so brand overrides set after start-up still apply.
 */
export function message(key: ValidationMessageKey, params?: Params): () => string {
  return () => lookup(key, params);
}

export function tooLong(max: number): () => string {
  return message('validation.tooLong', { max });
}

/**
 * Whether a "repeat password" check should run: both fields are text and the repeat is
 * filled (a blank repeat already has its own required message).
 */
export function repeatFilled(value: unknown): value is { password: string; repeatPassword: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { password, repeatPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof repeatPassword === 'string' && repeatPassword !== '';
}
