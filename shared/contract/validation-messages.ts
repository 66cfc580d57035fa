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
  /** The gift address form (积分兑换, physical gifts). */
  receiverRule: '请输入收货人姓名（1-20个字）',
  addressRule: '请输入详细地址（1-100个字）',
  /** The agent application form. */
  controlCharacters: '请勿输入特殊控制字符',
  contactNameRule: '请输入联系人姓名（2-20字）',
  imTooLong: '微信/QQ不超过40字',
  channelRequired: '请选择推广渠道',
  agentMessageTooLong: '留言不超过300字',
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

/** Where the build attaches the zh-TW twin of this object (shared/i18n/zh-TW/twin-source.cjs). */
const ZH_TW = Symbol.for('site.i18n.zh-TW');

/**
 * Without i18n (a bundle that never loaded shared/validation), the page's own language
 * still picks the twin: the host sets `<html lang="zh-TW">` for a zh-TW player.
 */
function pageTexts(): Readonly<Record<ValidationKey, string>> {
  const lang = (globalThis as { document?: { documentElement?: { lang?: string } } }).document
    ?.documentElement?.lang;
  const twin = (validation as unknown as Record<symbol, typeof validation | undefined>)[ZH_TW];
  return lang === 'zh-TW' && twin ? twin : validation;
}

let lookup: Lookup = (key, params) =>
  fill(pageTexts()[key.slice('validation.'.length) as ValidationKey], params);

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
