import MD5 from 'crypto-js/md5';
import { z } from 'zod';
import { loginForm, phoneMiddleDigits, usernameRegister } from './form-fields';
import { IMAGE_CODE_MAX } from './limits';
import { message } from './validation-messages';
import { endpoint } from './endpoint';
import { authCalls } from './calls';

/**
 * Sign-up, login and the captchas (SPEC §3, §4, §8; issue 3). The SPEC gives the payloads
 * of login and register and names `member/validateGeeCheck` and `register/defaultKaptcha`;
 * the slider's own load and verify calls (what GeeTest's widget calls on GeeTest's servers)
 * are designed here, under `captcha/slider/`.
 */
const SITE = '/site/api/v1';

/** An md5 in hex, as crypto-js writes it: how every password travels (SPEC §3). */
export const md5Hex = z
  .string({ error: message('validation.passwordRequired') })
  .regex(/^[0-9a-fA-F]{32}$/, { error: message('validation.passwordFormatMd5') })
  .transform((s) => s.toLowerCase());

/** SPEC §3, §9: every password (login, withdrawal) travels as the md5 (hex) of what was typed. */
export function md5Password(plain: string): string {
  return MD5(plain).toString();
}

/** md5 of the empty string: a client that hashed a blank field. */
export const EMPTY_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';

/** `kaptchcate` (SPEC §4): 0 slider, 1 image captcha, 99 the automatic login right after register. */
export const KaptchaKind = { slider: 0, image: 1, autoLogin: 99 } as const;
const captchaRef = {
  /** Slider: the `codeId` that `validateGeeCheck` returned. Image: the `x-code`. Kind 99: register's `codeId`. */
  codeId: z.string().trim().max(128).optional(),
  /** Image captcha: the text the player typed (max 10). Unused for the slider and kind 99. */
  code: z.string().trim().max(IMAGE_CODE_MAX).optional(),
};

/** md5 of a blank password: the required message, not a hash error. */
function notBlank(value: { password: string }): boolean {
  return value.password !== EMPTY_MD5;
}

export const loginRequest = z
  .object({
    /** SPEC §6: the site logs in players only. */
    isAgent: z.literal(0).optional().default(0),
    name: loginForm.shape.username.max(30),
    password: md5Hex,
    kaptchcate: z.union([z.literal(0), z.literal(1), z.literal(99)]),
    ...captchaRef,
    version: z.string().max(40).optional(),
    /**
     * The new-device step: the 6-digit code `sendCode/one` type 3 sent. With it no captcha
     * is needed (the code was only sent after a captcha-checked login with the right password).
     */
    sendCodeNum: z
      .string()
      .regex(/^\d{6}$/, { error: message('validation.newDeviceCodeRule') })
      .optional(),
    /** The 4 hidden middle digits of the bound phone, when the server asked for them (6016). */
    phoneMiddle: phoneMiddleDigits.optional(),
  })
  .strict()
  .refine(notBlank, { error: message('validation.loginPasswordRequired'), path: ['password'] });

export const login = endpoint(
  `${SITE}/user/login`,
  loginRequest,
  z.object({ token: z.string(), userId: z.string() }),
);

/**
 * `data` of the login answers that open the new-device dialog (6025-6029, SPEC §8), of 6016
 * (the middle digits are needed) and 6017 (they were wrong). The phone is masked: 138****8000.
 */
export const deviceChallengeSchema = z.object({
  phoneNumber: z.string(),
  email: z.string(),
  /** True when the dialog must also ask for the 4 middle digits (new device and new IP, inactivity, risk). */
  needPhoneDigits: z.boolean(),
});
export type DeviceChallenge = z.infer<typeof deviceChallengeSchema>;

export const registerRequest = z
  .object({
    name: usernameRegister,
    password: md5Hex,
    secondPassword: md5Hex,
    kaptchcate: z.union([z.literal(0), z.literal(1)]),
    ...captchaRef,
    domain: z.string().trim().max(200).optional(),
    /** Referral codes read from the URL at start-up (SPEC §4). */
    rCode: z.string().trim().max(32).optional(),
    iCode: z.string().trim().max(32).optional(),
  })
  .strict()
  .refine(notBlank, { error: message('validation.passwordRequired'), path: ['password'] })
  .refine((p) => p.password === p.secondPassword, {
    error: message('validation.passwordMismatch'),
    path: ['secondPassword'],
  });

/** `codeId`: a single-use ticket (5 minutes) for the login with `kaptchcate` 99 that follows. */
export const register = endpoint(
  `${SITE}/user/register`,
  registerRequest,
  z.object({ userId: z.string(), name: z.string(), codeId: z.string() }),
);

/**
 * Whether a name is still free, asked while the player types it on the register form, so
 * 用户名已存在 shows before the slider and not after it. Limited per IP (6011 past it);
 * register still decides (two players may ask for one name at once).
 */
export const checkName = endpoint(
  `${SITE}/register/checkName`,
  z.object({ name: usernameRegister }).strict(),
  z.object({ available: z.boolean() }),
);

/** The image captcha (graphic verification). Pass the old `x-code` to drop it when refreshing. */
export const defaultKaptcha = endpoint(
  authCalls.defaultKaptcha,
  z
    .object({ 'x-code': z.string().max(128).optional() })
    .strict()
    .optional()
    .default({}),
  z.object({
    /** A `data:image/svg+xml;base64,...` URL. */
    image: z.string(),
    'x-code': z.string(),
    expiresIn: z.number().int(),
  }),
);

/** The slider puzzle: a background with a gap and the piece to drag into it (both data URLs). */
export const sliderLoad = endpoint(
  `${SITE}/captcha/slider/load`,
  z.object({}).strict().optional().default({}),
  z.object({
    lot_number: z.string(),
    bg: z.string(),
    slice: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    sliceSize: z.number().int(),
    /** Top of the piece in the background, px. */
    y: z.number().int(),
    expiresIn: z.number().int(),
  }),
);

/**
 * The widget's check of the drag (GeeTest's own verify). One try per puzzle; a miss answers
 * 6022 and the widget loads a new one. A pass returns GeeTest v4's four fields.
 */
export const sliderVerify = endpoint(
  `${SITE}/captcha/slider/verify`,
  z
    .object({
      lot_number: z.string().max(64),
      /** Left edge of the piece when released, px from the left of the background. */
      position: z.number().int().min(0).max(1000),
      /** Optional x positions of the drag, for a later bot rule. */
      track: z.array(z.number()).max(500).optional(),
    })
    .strict(),
  z.object({
    lot_number: z.string(),
    captcha_output: z.string(),
    pass_token: z.string(),
    gen_time: z.string(),
  }),
);

/**
 * The site's second check of a slider pass (SPEC §3): HMAC, expiry (2 minutes), single use.
 * `codeId` then goes into login or register with `kaptchcate` 0.
 */
export const validateGeeCheck = endpoint(
  `${SITE}/member/validateGeeCheck`,
  z
    .object({
      lot_number: z.string().max(64),
      captcha_output: z.string().max(256),
      pass_token: z.string().max(128),
      gen_time: z.string().regex(/^\d{1,13}$/),
      validate_way: z.string().max(20).optional(),
    })
    .strict(),
  z.object({ result: z.literal('success'), codeId: z.string() }),
);
