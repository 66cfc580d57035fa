import { ApiError, failureText, requestWithChallenge } from '@site/shared/api';
import { auth, NEW_DEVICE_CODES } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { dismissLoading, showLoading, toast } from '@site/shared/ui';
import { captchaFields, type CaptchaAnswer, type CaptchaKind } from '../../components/captcha/captcha-types';
import { sendWithCaptcha } from '../../components/captcha/send-with-captcha';
import { completeLogin } from '../../lib/complete-login';

export type LoginOutcome = 'success' | 'newDevice' | 'failed' | 'cancelled';

function isNewDeviceCode(code: number): boolean {
  return (NEW_DEVICE_CODES as readonly number[]).includes(code);
}

/**
 * SPEC §4 / §8 login: the slider (image captcha as fallback), then user/login with the
 * md5 password while 登录中... shows. Success stores the session and announces it; a
 * flagged account (6025-6029) opens the new-device dialog with the name, md5 password
 * and masked phone; anything else toasts the server's message. Never rejects.
 */
export async function loginWithCaptcha(
  credentials: { name: string; passwordMd5: string },
  ask: (kind?: CaptchaKind) => Promise<CaptchaAnswer | null>,
): Promise<LoginOutcome> {
  const { name, passwordMd5 } = credentials;
  try {
    const session = await sendWithCaptcha(ask, async (answer) => {
      showLoading({ text: t('auth.login.loggingIn') });
      try {
        return await requestWithChallenge(auth.login, {
          isAgent: 0,
          name,
          password: passwordMd5,
          ...captchaFields(answer),
        });
      } finally {
        dismissLoading();
      }
    });
    if (!session) return 'cancelled';
    completeLogin(session);
    return 'success';
  } catch (error) {
    if (error instanceof ApiError && isNewDeviceCode(error.statusCode)) {
      const challenge = auth.deviceChallengeSchema.safeParse(error.data);
      bus.emit('newDevice', {
        name,
        password: passwordMd5,
        phoneNumber: challenge.success ? challenge.data.phoneNumber : '',
        message: error.message,
      });
      return 'newDevice';
    }
    toast.error(failureText(error));
    return 'failed';
  }
}
