import { loginPasswordForm } from '.';

const problems = (value: { old: string; password: string; repeatPassword: string }) => {
  const result = loginPasswordForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('loginPasswordForm', () => {
  it('wants the old password and a valid new one typed twice, on their fields', () => {
    expect(problems({ old: '', password: 'abc', repeatPassword: 'abc' })).toEqual([
      ['old', '请输入原密码'],
      ['password', '请输入8-12位字母+数字的组合'],
    ]);
    expect(problems({ old: 'x', password: 'abcd1234', repeatPassword: 'abcd1235' })[0]?.[0]).toBe(
      'repeatPassword',
    );
  });

  it('refuses a new password equal to the old one and accepts a good change', () => {
    expect(problems({ old: 'abcd1234', password: 'abcd1234', repeatPassword: 'abcd1234' })).toEqual([
      ['password', '新密码不能与原密码相同'],
    ]);
    expect(problems({ old: 'old12345', password: 'abcd1234', repeatPassword: 'abcd1234' })).toEqual([]);
  });
});
