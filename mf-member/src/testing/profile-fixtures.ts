import type { UserInfo } from '@site/shared/contract';
import { sessionStore, userInfoAtom } from '@site/shared/session';

/** A member as member/info answers: nothing bound yet but the login password. */
export function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: '7',
    name: 'player01',
    bindPhone: false,
    bindRealName: false,
    phone: '',
    email: '',
    realName: '',
    vipGrade: 0,
    registerTime: '2026-03-01 12:00:00',
    areaCode: '+86',
    gender: 0,
    birthday: '',
    bindGender: false,
    bindBirthday: false,
    bindEmail: false,
    bindPassword: true,
    bindWithdrawPassword: false,
    bindBankCard: false,
    lastLoginTime: '',
    securityScore: 14,
    securityLevel: 'low',
    ...over,
  };
}

/** Empties the session store's user info between tests. */
export function resetUserInfo(): void {
  sessionStore.set(userInfoAtom, null);
}
