import { request, requestWithChallenge } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { md5Password } from '../../lib/md5';

/** First withdrawal password (6009 when one exists). */
export function setWithdrawPassword(password: string, repeat: string): Promise<null> {
  return request(funds.withdrawPwdSet, {
    password: md5Password(password),
    secondPassword: md5Password(repeat),
  });
}

/** Change with the old one (6100 when wrong). */
export function changeWithdrawPassword(old: string, password: string, repeat: string): Promise<null> {
  return request(funds.withdrawPwdReset, {
    oldPassword: md5Password(old),
    password: md5Password(password),
    secondPassword: md5Password(repeat),
  });
}

/** Sends a code to the bound e-mail; answers it masked (as the code flow's send: see useVerificationCode). */
export function sendResetEmailCode() {
  return requestWithChallenge(funds.withdrawPwdEmailCheck, {});
}

/** Checks the e-mail code: a reset without the old password is allowed for 10 minutes. */
export function checkResetEmailCode(code: string) {
  return request(funds.withdrawPwdEmailCheck, { code });
}

/** The reset after a passed e-mail check. */
export function resetWithdrawPassword(password: string, repeat: string): Promise<null> {
  return request(funds.withdrawPwdReset, {
    password: md5Password(password),
    secondPassword: md5Password(repeat),
  });
}
