// Named re-exports only (see shared/contract/index.ts: Node loads these files as CommonJS).
// The limits live in the contract (its bottom layer checks them too).
export {
  USERNAME_MIN,
  USERNAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  FORGOT_USERNAME_MAX,
  PHONE_MAX,
  EMAIL_MAX,
  CODE_MAX,
  IMAGE_CODE_MAX,
  CODE_COOLDOWN_SECONDS,
  NEW_DEVICE_CODE_LENGTH,
  PHONE_CONFIRM_DIGITS,
  ADULT_AGE,
  MAX_BET_SELECTIONS,
  TRANSFER_AMOUNT_MAX_LENGTH,
  DEFAULT_PHONE_REGEX,
} from '../contract/limits';
export {
  usernameRegister,
  passwordRegister,
  registerForm,
  loginForm,
  areFieldsFilled,
  PASSWORD_RULE,
} from './account';
export type { RegisterForm, LoginForm } from './account';
export {
  EMAIL_PATTERN,
  forgotUsername,
  phoneSchema,
  emailSchema,
  verificationCode,
  forgotIdentityForm,
  resetCodeForm,
  newPasswordForm,
} from './forgot-password';
export type { NewPasswordForm } from './forgot-password';
export {
  digitsOnly,
  newDeviceCodeSchema,
  newDeviceCodeForm,
  canSubmitNewDeviceCode,
  phoneMiddleDigits,
  phoneDigitsForm,
  imageCaptcha,
} from './new-device';
export { realName, isValidRealName, realNameForm } from './real-name';
export { bindCode, phoneBindForm, emailBindAddress, emailBindForm } from './binding';
export { isAdult, birthdaySchema, birthdayForm } from './age';
export { genderForm } from './gender';
export { chatMessage, prepareChatMessage, chatReportForm, predictionForm } from './chat';
export { transferInAmount, transferAllAmount } from './transfer';
export { selectionBlockedMessage, clampStake, winAmount, clampRatio } from './bet-slip';
export {
  WITHDRAW_PASSWORD_LENGTH,
  withdrawPasswordError,
  checkNewWithdrawPassword,
  newWithdrawPasswordForm,
  withdrawResetCodeForm,
} from './withdraw-password';
export type { NewWithdrawPasswordField, NewWithdrawPasswordErrors } from './withdraw-password';
export { WITHDRAW_AMOUNT_MAX_LENGTH, withdrawAmount, withdrawPassword, withdrawForm } from './withdraw';
export type { WithdrawLimits } from './withdraw';
export { DEPOSIT_AMOUNT_MAX_LENGTH, depositAmount, depositForm } from './deposit';
export type { DepositLimits } from './deposit';
export { transferAmountForm } from './transfer-form';
export type { TransferFormRules } from './transfer-form';
export { checkedForm, crossCheckedForm } from './checked-form';
export type { FieldCheck } from './checked-form';
export { loginPasswordForm } from './login-password';
export { moneyLimitForm, sessionLimitForm, breakPasswordForm } from './protection';
export type { BreakRequest } from './protection';
