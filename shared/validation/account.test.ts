import { areFieldsFilled, loginForm, passwordRegister, registerForm, usernameRegister } from '.';
import { messagesOf as messages } from './test-utils';

const USERNAME_RULE = '4-11位，最少2个字母+数字组合，首位为字母';
const PASSWORD_RULE = '请输入8-12位字母+数字的组合';

describe('usernameRegister', () => {
  it.each(['ab12', 'abc1', 'a1b2', 'Ab1c', 'abcdefghij1', 'A1b2', 'ABCDEFGHI99'])('accepts %p', (name) => {
    expect(usernameRegister.parse(name)).toBe(name);
  });

  it.each([
    ['abc', 'too short'],
    ['abcdefghij12', '12 characters'],
    ['1abc2', 'digit first'],
    ['a1234', 'one letter only'],
    ['abcde', 'no digit'],
    ['ab_12', 'underscore'],
    ['ab-12', 'dash'],
    ['张三ab12', 'Chinese characters'],
    ['ａｂ12', 'full-width letters'],
  ])('rejects %p (%s) with the rule message', (name) => {
    expect(messages(usernameRegister, name)).toEqual([USERNAME_RULE]);
  });

  it('removes whitespace before checking and in the result', () => {
    expect(usernameRegister.parse(' ab 12 ')).toBe('ab12');
    expect(usernameRegister.parse('a\tb\n12')).toBe('ab12');
    // 12 characters with spaces, 10 without: valid.
    expect(usernameRegister.parse('abcde 12345')).toBe('abcde12345');
  });

  it('says the username cannot be empty, alone, for blank input', () => {
    expect(messages(usernameRegister, '')).toEqual(['用户名不能为空']);
    expect(messages(usernameRegister, '   ')).toEqual(['用户名不能为空']);
    expect(messages(usernameRegister, undefined)).toEqual(['用户名不能为空']);
  });

  it('accepts the 4 and 11 character bounds', () => {
    expect(usernameRegister.safeParse('ab12').success).toBe(true);
    expect(usernameRegister.safeParse('ab123456789').success).toBe(true);
    expect(usernameRegister.safeParse('ab1234567890').success).toBe(false);
  });
});

describe('passwordRegister', () => {
  it.each(['abcd1234', 'A1b2C3d4', 'abcdefghijk1', '1234567a'])('accepts %p', (password) => {
    expect(passwordRegister.parse(password)).toBe(password);
  });

  it.each([
    ['abc1234', '7 characters'],
    ['abcdefgh12345', '13 characters'],
    ['abcdefgh', 'letters only'],
    ['12345678', 'digits only'],
    ['abcd 1234', 'space'],
    ['abcd!1234', 'symbol'],
  ])('rejects %p (%s)', (password) => {
    expect(messages(passwordRegister, password)).toEqual([PASSWORD_RULE]);
  });

  it('requires a password', () => {
    expect(messages(passwordRegister, '')).toEqual(['密码不能为空']);
    expect(messages(passwordRegister, undefined)).toEqual(['密码不能为空']);
  });
});

describe('registerForm', () => {
  const valid = { username: 'ab12', password: 'abcd1234', repeatPassword: 'abcd1234', agree: true };

  it('accepts a complete form and returns the cleaned username', () => {
    expect(registerForm.parse({ ...valid, username: ' ab 12' })).toEqual(valid);
  });

  it('flags a different repeat on the repeat field', () => {
    const result = registerForm.safeParse({ ...valid, repeatPassword: 'abcd12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeatPassword'], message: '两次密码输入不一致' }),
    ]);
  });

  it('requires the repeat without also calling it a mismatch', () => {
    expect(messages(registerForm, { ...valid, repeatPassword: '' })).toEqual(['请再次输入密码']);
  });

  it('requires the terms to be agreed', () => {
    const result = registerForm.safeParse({ ...valid, agree: false });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['agree'], message: '请同意相关条款和隐私政策' }),
    ]);
    expect(messages(registerForm, { ...valid, agree: undefined })).toEqual(['请同意相关条款和隐私政策']);
  });

  it('reports every failing field at once, the mismatch included', () => {
    const result = registerForm.safeParse({
      username: '1',
      password: 'abcd1234',
      repeatPassword: 'x',
      agree: false,
    });
    const byField = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byField).toEqual({
      username: USERNAME_RULE,
      agree: '请同意相关条款和隐私政策',
      repeatPassword: '两次密码输入不一致',
    });
  });
});

describe('loginForm', () => {
  it('only requires both fields', () => {
    expect(loginForm.parse({ username: 'x', password: '1' })).toEqual({ username: 'x', password: '1' });
  });

  it('names each missing field', () => {
    const result = loginForm.safeParse({ username: '  ', password: '' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['username', '请输入用户名'],
      ['password', '请输入密码'],
    ]);
  });

  it('trims the username', () => {
    expect(loginForm.parse({ username: ' ab12 ', password: 'p' }).username).toBe('ab12');
  });
});

describe('areFieldsFilled', () => {
  it('is true only when no value is blank', () => {
    expect(areFieldsFilled('a', 'b')).toBe(true);
    expect(areFieldsFilled('a', '')).toBe(false);
    expect(areFieldsFilled('a', '  ')).toBe(false);
    expect(areFieldsFilled('a', undefined)).toBe(false);
    expect(areFieldsFilled(null)).toBe(false);
    expect(areFieldsFilled()).toBe(true);
  });
});
