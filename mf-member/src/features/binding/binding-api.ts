import { request, requestWithChallenge } from '@site/shared/api';
import { account } from '@site/shared/contract';
import type { ImageCaptchaAnswer } from '@site/shared/ui';

/** A type 1 (bind) SMS code to a new phone. 6009 when it is taken, 6066 within 60 s, 6021 without a captcha. */
export function sendPhoneCode(phone: string, areaCode: string, captcha?: ImageCaptchaAnswer) {
  return requestWithChallenge(account.sendCodeTwo, {
    type: account.SendCodeType.bind,
    cate: account.SendCodeCate.sms,
    SendCodeNum: phone,
    areaCode,
    ...captcha,
  });
}

export function bindPhone(phone: string, areaCode: string, code: string): Promise<null> {
  return request(account.bindPhone, { phone, areaCode, code });
}

/** Real name is set once (6009 after that). */
export function bindRealName(realName: string): Promise<null> {
  return request(account.bindOther, { realName });
}

/** A type 1 (bind) e-mail code to a new address; 6021 without a captcha. */
export function sendEmailCode(email: string, captcha?: ImageCaptchaAnswer) {
  return requestWithChallenge(account.sendCodeTwo, {
    type: account.SendCodeType.bind,
    cate: account.SendCodeCate.email,
    SendCodeNum: email,
    ...captcha,
  });
}

export function bindEmail(email: string, code: string): Promise<null> {
  return request(account.bindEmail, { email, code });
}
