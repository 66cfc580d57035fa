import { z } from 'zod';
import { emailSchema, forgotUsername, realName, verificationCode } from './form-fields';
import { CODE_MAX, PHONE_MAX } from './limits';
import { message } from './validation-messages';
import { EMPTY_MD5, md5Hex } from './auth';
import { endpoint } from './endpoint';

/**
 * Verification codes, password recovery and the binding calls of the personal area
 * (SPEC §3, §7; issue 3). Codes are 6 digits, live 5 minutes and work once; one target
 * gets at most one code per 60 s (6066) and 10 a day (6034).
 */
const SITE = '/site/api/v1';

/** `type` of a code (SPEC §3): 1 binding a new phone or e-mail, 2 password reset, 3 new device. */
export const SendCodeType = { bind: 1, reset: 2, newDevice: 3 } as const;
/** `cate` of a code (SPEC §3): 0 SMS, 1 e-mail, 2 voice call. */
export const SendCodeCate = { sms: 0, email: 1, voice: 2 } as const;

const sendCodeRequest = z
  .object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    cate: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /** The phone (cate 0, 2) or e-mail (cate 1) to send to; for type 3 the account's own is used. */
    SendCodeNum: z.string().trim().max(40).optional(),
    /** The username (sendCode/one). */
    SendName: z.string().trim().max(30).optional(),
    /** The md5 of the password (type 3). */
    codeId: z.string().max(64).optional(),
    /** The same three, each as the safe switch's AES text of its JSON (used when the plain one is absent). */
    sendCodeNumV2: z.string().max(1024).optional(),
    sendNameV2: z.string().max(1024).optional(),
    codeIdV2: z.string().max(1024).optional(),
    /** Country area code of the phone (default +86). */
    areaCode: z.string().max(8).optional(),
    version: z.string().max(40).optional(),
    kaptchcate: z.union([z.literal(0), z.literal(1)]).optional(),
    imageCode: z.string().max(10).optional(),
    /**
     * The captcha every code send needs (6021 without it): with kaptchcate 1 the image
     * captcha's x-code (imageCode is the typed answer), with 0 the slider pass's codeId from
     * member/validateGeeCheck. Spent by the call.
     */
    captchaId: z.string().max(64).optional(),
  })
  .strict();
export type SendCodeRequest = z.input<typeof sendCodeRequest>;

const sendCodeResponse = z.object({
  /** Where it went, masked: 138****8000 or ab***@qq.com. */
  target: z.string(),
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
});

/** Codes for a guest, named by username: type 2 (forgot password) and 3 (new device). */
export const sendCodeOne = endpoint(`${SITE}/sendCode/one`, sendCodeRequest, sendCodeResponse);
/** Codes for the logged-in member: type 1 (bind a new phone / e-mail) and 2 (change password by the bound one). */
export const sendCodeTwo = endpoint(`${SITE}/sendCode/two`, sendCodeRequest, sendCodeResponse);

/** `data` of 6066: seconds until the target may get another code. */
export const resendWaitSchema = z.object({ resendIn: z.number().int() });

/** A phone as typed: checked against the area's regex by the server (SPEC §5, max 11). */
const phoneText = z
  .string({ error: message('validation.phoneInvalid') })
  .trim()
  .min(1, { error: message('validation.phoneInvalid') })
  .max(PHONE_MAX, { error: message('validation.phoneInvalid') });
const areaCode = z.string().max(8).optional();

const newPassword = {
  password: md5Hex,
  secondPassword: md5Hex,
};
function withNewPassword<T extends z.ZodType<{ password: string; secondPassword: string }>>(schema: T) {
  return schema
    .refine((p) => p.password !== EMPTY_MD5, {
      error: message('validation.newPasswordRequired'),
      path: ['password'],
    })
    .refine((p) => p.password === p.secondPassword, {
      error: message('validation.newPasswordMismatch'),
      path: ['secondPassword'],
    });
}

const byPhone = { name: forgotUsername, phone: phoneText, areaCode };
const byEmail = { name: forgotUsername, email: emailSchema };
const code = { code: verificationCode.max(CODE_MAX) };
const stepOneResponse = z.object({ target: z.string() });

/** Step 0 -> 1: the username and its bound phone match. Answers the masked phone. */
export const forgetByPhoneOne = endpoint(
  `${SITE}/forgetByPhone/one`,
  z.object(byPhone).strict(),
  stepOneResponse,
);
/** Step 1 -> 2: the code is right (it stays valid for step three). */
export const forgetByPhoneTwo = endpoint(
  `${SITE}/forgetByPhone/two`,
  z.object({ ...byPhone, ...code }).strict(),
  z.null(),
);
/** Step 2 -> 3: the code again and the new password (md5 twice); every session of the member ends. */
export const forgetByPhoneThree = endpoint(
  `${SITE}/forgetByPhone/three`,
  withNewPassword(z.object({ ...byPhone, ...code, ...newPassword }).strict()),
  z.null(),
);
export const forgetByEmailOne = endpoint(
  `${SITE}/forgetByEmail/one`,
  z.object(byEmail).strict(),
  stepOneResponse,
);
export const forgetByEmailTwo = endpoint(
  `${SITE}/forgetByEmail/two`,
  z.object({ ...byEmail, ...code }).strict(),
  z.null(),
);
export const forgetByEmailThree = endpoint(
  `${SITE}/forgetByEmail/three`,
  withNewPassword(z.object({ ...byEmail, ...code, ...newPassword }).strict()),
  z.null(),
);

/** Binds a phone after a type 1 code to it. 6009 when the member has one or another member uses it. */
export const bindPhone = endpoint(
  `${SITE}/member/bindPhone`,
  z.object({ phone: phoneText, areaCode, ...code }).strict(),
  z.null(),
);
/** Binds an e-mail after a type 1, cate 1 code to it. */
export const bindEmail = endpoint(
  `${SITE}/member/bindEmail`,
  z.object({ email: emailSchema, ...code }).strict(),
  z.null(),
);

/** Gender codes of the user-info page: 0 not set, 1 male, 2 female. */
export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/**
 * The rest of the user-info page: real name and birthday are set once (6009 after that),
 * the birthday must make the member 18 or older; gender may change.
 */
export const bindOther = endpoint(
  `${SITE}/member/bindOther`,
  z
    .object({
      realName: realName.optional(),
      gender: z.union([z.literal(1), z.literal(2)]).optional(),
      birthday: z.string().trim().max(10).optional(),
    })
    .strict()
    .refine((p) => p.realName !== undefined || p.gender !== undefined || p.birthday !== undefined, {
      error: message('validation.profileChangeRequired'),
    }),
  z.null(),
);

/** Changes the password with the old one (6100 when it is wrong). Other sessions end. */
export const bindPassword = endpoint(
  `${SITE}/member/bindPassword`,
  withNewPassword(z.object({ oldPassword: md5Hex, ...newPassword }).strict()).refine(
    (p) => p.oldPassword !== p.password,
    { error: message('validation.newPasswordSameAsOld'), path: ['password'] },
  ),
  z.null(),
);
/** Sets a new password with a type 2 code sent to the bound phone (cate 0 / 2). Other sessions end. */
export const bindPasswordByPhone = endpoint(
  `${SITE}/member/bindPasswordByPhone`,
  withNewPassword(z.object({ ...code, ...newPassword }).strict()),
  z.null(),
);
/** The same with a code sent to the bound e-mail (cate 1). */
export const bindPasswordByEmail = endpoint(
  `${SITE}/member/bindPasswordByEmail`,
  withNewPassword(z.object({ ...code, ...newPassword }).strict()),
  z.null(),
);

/**
 * The chat login (SPEC §4): the socket sends `{ token, body }` as they come. `token` is an
 * HS256 JWT (10 minutes) the chat server checks; `body` the member it names, as JSON text.
 */
export const memberJwt = endpoint(
  `${SITE}/member/jwt`,
  z.object({}).strict().optional().default({}),
  z.object({ token: z.string(), body: z.string(), expiresIn: z.number().int() }),
);
export const chatBodySchema = z.object({
  userId: z.string(),
  name: z.string(),
  vipGrade: z.number().int(),
  siteId: z.string(),
});
