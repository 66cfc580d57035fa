/** Limits of SPEC §9 that the form rules use (lengths are in characters). */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 11;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
/** Forgot-password form. */
export const FORGOT_USERNAME_MAX = 30;
export const PHONE_MAX = 11;
export const EMAIL_MAX = 40;
export const CODE_MAX = 30;
/** Image captcha. */
export const IMAGE_CODE_MAX = 10;
/** Seconds before a verification code can be requested again. */
export const CODE_COOLDOWN_SECONDS = 60;
export const NEW_DEVICE_CODE_LENGTH = 6;
/** The hidden middle digits of the bound phone the new-device dialog asks for. */
export const PHONE_CONFIRM_DIGITS = 4;
export const ADULT_AGE = 18;
export const MAX_BET_SELECTIONS = 10;
export const TRANSFER_AMOUNT_MAX_LENGTH = 12;
/** Mainland China mobile (+86), used when no country area regex is selected. */
export const DEFAULT_PHONE_REGEX = '^1[3-9]\\d{9}$';
