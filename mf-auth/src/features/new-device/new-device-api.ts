import { ApiError, request, requestWithChallenge } from '@site/shared/api';
import { account, auth, ErrorCode } from '@site/shared/contract';
import type { NewDevicePayload } from '@site/shared/events';
import type { ImageCaptchaAnswer } from '@site/shared/ui';

/**
 * Sends the new-device code (SPEC §3 type 3) by SMS or voice call to the account's own phone;
 * 6021 (answered, not thrown) asks for the image captcha.
 */
export function sendNewDeviceCode(
  device: NewDevicePayload,
  channel: 'sms' | 'voice',
  captcha?: ImageCaptchaAnswer,
) {
  return requestWithChallenge(account.sendCodeOne, {
    type: account.SendCodeType.newDevice,
    cate: channel === 'sms' ? account.SendCodeCate.sms : account.SendCodeCate.voice,
    SendName: device.name,
    codeId: device.password,
    ...captcha,
  });
}

/** The login of the new-device dialog: the code, and the 4 middle digits when asked (no captcha). */
export function loginWithDeviceCode(device: NewDevicePayload, code: string, phoneMiddle?: string) {
  return request(auth.login, {
    isAgent: 0,
    name: device.name,
    password: device.password,
    kaptchcate: auth.KaptchaKind.slider,
    sendCodeNum: code,
    ...(phoneMiddle ? { phoneMiddle } : {}),
  });
}

/** 6016: the server wants the phone's middle digits; 6017: they were wrong. */
export function needsPhoneDigits(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.statusCode === ErrorCode.PHONE_VERIFICATION_REQUIRED ||
      error.statusCode === ErrorCode.PHONE_VERIFICATION_REQUIRED_2)
  );
}
