import { checkNewPassword } from './withdraw-password-rule';

describe('checkNewPassword', () => {
  it('asks for 6 digits typed twice', () => {
    expect(checkNewPassword('', '')).toEqual({ password: '请输入提款密码', repeat: '请再次输入提款密码' });
    expect(checkNewPassword('12a456', '12a456').password).toBe('提款密码须为6位数字');
    expect(checkNewPassword('12345', '12345').password).toBe('提款密码须为6位数字');
    expect(checkNewPassword('123456', '123465')).toEqual({ repeat: '两次输入的提款密码不一致' });
    expect(checkNewPassword('123456', '123456')).toEqual({});
  });

  it('checks the old password when changing', () => {
    expect(checkNewPassword('123456', '123456', '')).toEqual({ old: '请输入原提款密码' });
    expect(checkNewPassword('123456', '123456', '123456')).toEqual({
      password: '新提款密码不能与原提款密码相同',
    });
    expect(checkNewPassword('123456', '123456', '654321')).toEqual({});
  });
});
