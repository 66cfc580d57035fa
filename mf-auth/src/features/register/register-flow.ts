import { failureText, request, requestWithChallenge } from '@site/shared/api';
import { auth } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { t } from '@site/shared/i18n';
import { readReferral } from '@site/shared/session';
import { toast } from '@site/shared/ui';
import { captchaFields, type CaptchaAnswer, type CaptchaKind } from '../../components/captcha/captcha-types';
import { sendWithCaptcha } from '../../components/captcha/send-with-captcha';
import { completeLogin } from '../../lib/complete-login';
import { showDepositLimitPrompt } from '../../lib/deposit-limit-prompt-state';
import { md5Password } from '../../lib/password';

export type RegisterOutcome = 'loggedIn' | 'registered' | 'failed' | 'cancelled';

/** The referral codes and the domain the member registered on (SPEC §3, §4). */
function origin(): { domain: string; rCode?: string; iCode?: string } {
  const { rcode, icode } = readReferral();
  return {
    domain: window.location.host,
    ...(rcode ? { rCode: rcode } : {}),
    ...(icode ? { iCode: icode } : {}),
  };
}

/**
 * SPEC §4 register: the slider (image captcha as fallback), register, 注册成功, then the
 * login with the same credentials and captcha kind 99, then the deposit-limit prompt. When
 * that login fails the modal only closes. Registration failures toast the server's message. Never rejects.
 */
export async function registerWithCaptcha(
  form: { name: string; password: string; repeatPassword: string },
  ask: (kind?: CaptchaKind) => Promise<CaptchaAnswer | null>,
): Promise<RegisterOutcome> {
  const password = md5Password(form.password);
  let created;
  try {
    created = await sendWithCaptcha(ask, (answer: CaptchaAnswer) =>
      requestWithChallenge(auth.register, {
        name: form.name,
        password,
        secondPassword: md5Password(form.repeatPassword),
        ...captchaFields(answer),
        ...origin(),
      }),
    );
  } catch (error) {
    toast.error(failureText(error));
    return 'failed';
  }
  if (!created) return 'cancelled';
  toast.success(t('auth.register.success'));
  try {
    const session = await request(auth.login, {
      isAgent: 0,
      name: created.name,
      password,
      kaptchcate: auth.KaptchaKind.autoLogin,
      codeId: created.codeId,
    });
    completeLogin(session);
    // RTS 12: a new player is asked to set a deposit limit (declinable, but seen).
    showDepositLimitPrompt();
    return 'loggedIn';
  } catch {
    bus.emit('closeAuth');
    return 'registered';
  }
}
