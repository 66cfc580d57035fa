// The limits live in the contract (its bottom layer checks them too); re-exported by name.
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
