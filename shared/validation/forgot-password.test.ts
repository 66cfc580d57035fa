import {
  EMAIL_PATTERN,
  emailSchema,
  forgotIdentityForm,
  forgotUsername,
  newPasswordForm,
  phoneSchema,
  resetCodeForm,
  verificationCode,
} from '.';
import { messagesOf } from './test-utils';

describe('forgotUsername', () => {
  it('requires a username and allows up to 30 characters', () => {
    expect(messagesOf(forgotUsername, '')).toEqual(['请输入用户名']);
    expect(messagesOf(forgotUsername, '   ')).toEqual(['请输入用户名']);
    expect(messagesOf(forgotUsername, undefined)).toEqual(['请输入用户名']);
    expect(forgotUsername.parse('a'.repeat(30))).toBe('a'.repeat(30));
    expect(messagesOf(forgotUsername, 'a'.repeat(31))).toEqual(['最多输入30个字符']);
  });

  it('trims the username', () => {
    expect(forgotUsername.parse('  ab12 ')).toBe('ab12');
  });
});

describe('phoneSchema', () => {
  const mainland = phoneSchema();

  it.each(['13800138000', '19912345678', '15000000000'])('accepts mainland mobile %p by default', (phone) => {
    expect(mainland.parse(phone)).toBe(phone);
  });

  it.each(['', '12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'])(
    'rejects %p with 请输入正确的手机号码 only',
    (phone) => {
      expect(messagesOf(mainland, phone)).toEqual(['请输入正确的手机号码']);
    },
  );

  it('uses the selected country regex', () => {
    const hongKong = phoneSchema('^[5-9]\\d{7}$');
    expect(hongKong.safeParse('51234567').success).toBe(true);
    expect(hongKong.safeParse('13800138000').success).toBe(false);
    expect(messagesOf(hongKong, '41234567')).toEqual(['请输入正确的手机号码']);
  });

  it('caps the length at 11 whatever the regex allows', () => {
    const loose = phoneSchema('^\\d+$');
    expect(loose.safeParse('12345678901').success).toBe(true);
    expect(messagesOf(loose, '123456789012')).toEqual(['请输入正确的手机号码']);
  });

  it('throws SyntaxError for a broken regex', () => {
    expect(() => phoneSchema('([')).toThrow(SyntaxError);
  });
});

describe('emailSchema', () => {
  it.each(['a@b.co', 'first.last@example.com', 'x+tag@mail.example.cn', '用户@例子.中国'])(
    'accepts %p',
    (email) => {
      expect(emailSchema.parse(email)).toBe(email);
    },
  );

  it.each([
    'plain',
    'a@b',
    'a@.com',
    'a@b.',
    'a@b..com',
    '@b.com',
    'a b@c.com',
    'a@b c.com',
    'a@@b.com',
    ' a@b.com',
  ])('rejects %p as not an email', (email) => {
    expect(messagesOf(emailSchema, email)).toEqual(['请输入正确的邮箱']);
  });

  it('requires an email', () => {
    expect(messagesOf(emailSchema, '')).toEqual(['请输入邮箱']);
    expect(messagesOf(emailSchema, undefined)).toEqual(['请输入邮箱']);
  });

  it('allows at most 40 characters', () => {
    const forty = `${'a'.repeat(34)}@b.com`;
    expect(forty).toHaveLength(40);
    expect(emailSchema.safeParse(forty).success).toBe(true);
    expect(messagesOf(emailSchema, `a${forty}`)).toEqual(['最多输入40个字符']);
  });

  it('exposes the pattern for inline checks', () => {
    expect(EMAIL_PATTERN.test('a@b.cn')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });
});

describe('verificationCode', () => {
  it('requires a code of at most 30 characters', () => {
    expect(messagesOf(verificationCode, '')).toEqual(['请输入验证码']);
    expect(verificationCode.parse(' 123456 ')).toBe('123456');
    expect(verificationCode.safeParse('1'.repeat(30)).success).toBe(true);
    expect(messagesOf(verificationCode, '1'.repeat(31))).toEqual(['最多输入30个字符']);
  });
});

describe('forgot-password step forms', () => {
  it('step 0 by phone checks username and phone against the area regex, not the email', () => {
    expect(
      forgotIdentityForm('phone').parse({ username: ' ab12 ', phone: '13800138000 ', email: '' }),
    ).toEqual({
      username: 'ab12',
      phone: '13800138000',
      email: '',
    });
    const result = forgotIdentityForm('phone', '^[5-9]\\d{7}$').safeParse({
      username: '',
      phone: '13800138000',
      email: '',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['username', '请输入用户名'],
      ['phone', '请输入正确的手机号码'],
    ]);
  });

  it('step 0 by email checks username and email, not the phone', () => {
    expect(
      forgotIdentityForm('email').safeParse({ username: 'ab12', phone: '', email: 'a@b.cn' }).success,
    ).toBe(true);
    expect(messagesOf(forgotIdentityForm('email'), { username: 'ab12', phone: '', email: 'a@b' })).toEqual([
      '请输入正确的邮箱',
    ]);
  });

  it('step 1 requires the code', () => {
    expect(messagesOf(resetCodeForm, { code: '' })).toEqual(['请输入验证码']);
    expect(resetCodeForm.parse({ code: '8888' })).toEqual({ code: '8888' });
  });
});

describe('newPasswordForm', () => {
  it('accepts a matching 8-12 letter and digit password', () => {
    expect(newPasswordForm.parse({ password: 'abcd1234', repeatPassword: 'abcd1234' })).toEqual({
      password: 'abcd1234',
      repeatPassword: 'abcd1234',
    });
  });

  it('requires the new password', () => {
    expect(messagesOf(newPasswordForm, { password: '', repeatPassword: '' })).toEqual([
      '请设置新密码',
      '请再次输入新密码',
    ]);
  });

  it.each(['abcdefgh', '12345678', 'abc123', 'abcd 1234'])(
    'rejects %p with the letter+digit rule',
    (password) => {
      expect(messagesOf(newPasswordForm, { password, repeatPassword: password })).toEqual([
        '请输入8-12位字母+数字的组合',
      ]);
    },
  );

  it('caps the password at 12 characters', () => {
    const long = 'abcd12345678x';
    expect(messagesOf(newPasswordForm, { password: long, repeatPassword: long })).toEqual([
      '最多输入12个字符',
    ]);
  });

  it('asks to re-enter when the two differ', () => {
    const result = newPasswordForm.safeParse({ password: 'abcd1234', repeatPassword: 'abcd1235' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeatPassword'], message: '两次密码输入不一致，请重新输入' }),
    ]);
  });
});
