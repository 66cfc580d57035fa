import { messagesOf } from './test-utils';
import {
  checkNewWithdrawPassword,
  newWithdrawPasswordForm,
  withdrawPasswordError,
  withdrawResetCodeForm,
} from './withdraw-password';

describe('withdrawPasswordError', () => {
  it('needs exactly six digits', () => {
    expect(withdrawPasswordError('')).toBe('请输入提款密码');
    expect(withdrawPasswordError('12345')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('1234567')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('12345a')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('024680')).toBeUndefined();
  });

  it('takes the caller’s own wording for an empty field', () => {
    expect(withdrawPasswordError('', '请输入原提款密码')).toBe('请输入原提款密码');
  });
});

describe('checkNewWithdrawPassword', () => {
  it('asks for 6 digits typed twice', () => {
    expect(checkNewWithdrawPassword('', '')).toEqual({
      password: '请输入提款密码',
      repeat: '请再次输入提款密码',
    });
    expect(checkNewWithdrawPassword('12a456', '12a456').password).toBe('提款密码须为6位数字');
    expect(checkNewWithdrawPassword('12345', '12345').password).toBe('提款密码须为6位数字');
    expect(checkNewWithdrawPassword('123456', '123465')).toEqual({ repeat: '两次输入的提款密码不一致' });
    expect(checkNewWithdrawPassword('123456', '123456')).toEqual({});
  });

  it('checks the old password when changing', () => {
    expect(checkNewWithdrawPassword('123456', '123456', '')).toEqual({ old: '请输入原提款密码' });
    expect(checkNewWithdrawPassword('123456', '123456', '123456')).toEqual({
      password: '新提款密码不能与原提款密码相同',
    });
    expect(checkNewWithdrawPassword('123456', '123456', '654321')).toEqual({});
  });
});

describe('newWithdrawPasswordForm', () => {
  it('reports each field’s message, and the old one only when changing', () => {
    const set = newWithdrawPasswordForm(false).safeParse({ old: '', password: '12345', repeat: '' });
    expect(set.success ? [] : set.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', '提款密码须为6位数字'],
      ['repeat', '请再次输入提款密码'],
    ]);
    const change = newWithdrawPasswordForm(true).safeParse({ old: '', password: '246810', repeat: '246810' });
    expect(change.success ? [] : change.error.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['old', '请输入原提款密码'],
    ]);
    expect(
      newWithdrawPasswordForm(true).safeParse({ old: '135790', password: '246810', repeat: '246810' })
        .success,
    ).toBe(true);
  });
});

describe('withdrawResetCodeForm', () => {
  it('wants a requested 6-digit code, in that order', () => {
    expect(messagesOf(withdrawResetCodeForm(true), { code: '' })).toEqual(['请输入验证码']);
    expect(messagesOf(withdrawResetCodeForm(false), { code: '12345' })).toEqual(['验证码为6位数字']);
    expect(messagesOf(withdrawResetCodeForm(false), { code: '123456' })).toEqual(['请先获取验证码']);
    expect(messagesOf(withdrawResetCodeForm(true), { code: '123456' })).toEqual([]);
  });
});
