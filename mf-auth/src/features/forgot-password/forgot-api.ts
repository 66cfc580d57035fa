import { request, requestWithChallenge } from '@site/shared/api';
import { account } from '@site/shared/contract';
import type { ImageCaptchaAnswer } from '@site/shared/ui';
import { md5Password } from '../../lib/password';

/** SPEC §4: the way switch, phone (3) or e-mail (4). */
export const FORGOT_WAYS = { phone: 3, email: 4 } as const;
export type ForgotWay = keyof typeof FORGOT_WAYS;

export type Identity =
  | { way: 'phone'; name: string; phone: string; areaCode: string }
  | { way: 'email'; name: string; email: string };

/** Step 0 -> 1: the server accepts the name with its bound phone / e-mail; answers it masked. */
export function checkIdentity(who: Identity): Promise<{ target: string }> {
  return who.way === 'phone'
    ? request(account.forgetByPhoneOne, { name: who.name, phone: who.phone, areaCode: who.areaCode })
    : request(account.forgetByEmailOne, { name: who.name, email: who.email });
}

/** The reset code (type 2) by SMS or e-mail; 6021 (answered, not thrown) asks for the image captcha. */
export function sendResetCode(who: Identity, captcha?: ImageCaptchaAnswer) {
  return requestWithChallenge(account.sendCodeOne, {
    type: account.SendCodeType.reset,
    cate: who.way === 'phone' ? account.SendCodeCate.sms : account.SendCodeCate.email,
    SendName: who.name,
    SendCodeNum: who.way === 'phone' ? who.phone : who.email,
    ...(who.way === 'phone' ? { areaCode: who.areaCode } : {}),
    ...captcha,
  });
}

/** Step 1 -> 2: the code is right. */
export async function checkResetCode(who: Identity, code: string): Promise<void> {
  if (who.way === 'phone')
    await request(account.forgetByPhoneTwo, {
      name: who.name,
      phone: who.phone,
      areaCode: who.areaCode,
      code,
    });
  else await request(account.forgetByEmailTwo, { name: who.name, email: who.email, code });
}

/** Step 2 -> 3: the new password, md5 twice. */
export async function resetPassword(
  who: Identity,
  code: string,
  password: string,
  repeat: string,
): Promise<void> {
  const passwords = { password: md5Password(password), secondPassword: md5Password(repeat) };
  if (who.way === 'phone') {
    await request(account.forgetByPhoneThree, {
      name: who.name,
      phone: who.phone,
      areaCode: who.areaCode,
      code,
      ...passwords,
    });
  } else {
    await request(account.forgetByEmailThree, { name: who.name, email: who.email, code, ...passwords });
  }
}
