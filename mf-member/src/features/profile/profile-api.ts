import { request } from '@site/shared/api';
import { account } from '@site/shared/contract';
import { md5Password } from '../../lib/md5';

/** Birthday, once (6009 after that); the server checks 18+ again. */
export function saveBirthday(birthday: string): Promise<null> {
  return request(account.bindOther, { birthday });
}

/** Gender may change any time: 1 male, 2 female. */
export function saveGender(gender: 1 | 2): Promise<null> {
  return request(account.bindOther, { gender });
}

/** Changes the login password with the old one (6100 when wrong); other sessions end. */
export function changeLoginPassword(oldPassword: string, password: string, repeat: string): Promise<null> {
  return request(account.bindPassword, {
    oldPassword: md5Password(oldPassword),
    password: md5Password(password),
    secondPassword: md5Password(repeat),
  });
}
