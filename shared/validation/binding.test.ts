import { emailBindForm, phoneBindForm } from './binding';
import { messagesOf } from './test-utils';

const fieldMessages = (result: ReturnType<ReturnType<typeof phoneBindForm>['safeParse']>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path[0], issue.message]);

describe('phoneBindForm', () => {
  it('checks the number by the area’s regex and wants a requested code', () => {
    expect(fieldMessages(phoneBindForm(undefined, false).safeParse({ phone: '', code: '' }))).toEqual([
      ['phone', '请输入正确的手机号码'],
      ['code', '请输入验证码'],
    ]);
    expect(messagesOf(phoneBindForm(undefined, false), { phone: '13800138000', code: '123456' })).toEqual([
      '请先获取验证码',
    ]);
    // A Hong Kong number fails the mainland rule and passes its own area's.
    expect(messagesOf(phoneBindForm(undefined, true), { phone: '91234567', code: '1' })).toEqual([
      '请输入正确的手机号码',
    ]);
    expect(phoneBindForm('^[5-9]\\d{7}$', true).parse({ phone: ' 91234567 ', code: ' 123456 ' })).toEqual({
      phone: '91234567',
      code: '123456',
    });
  });
});

describe('emailBindForm', () => {
  it('asks for a well-formed address and a requested code', () => {
    expect(messagesOf(emailBindForm(true), { email: '  ', code: '' })).toEqual([
      '请输入邮箱',
      '请输入验证码',
    ]);
    expect(messagesOf(emailBindForm(true), { email: 'player@', code: '123456' })).toEqual([
      '请输入正确的邮箱',
    ]);
    expect(messagesOf(emailBindForm(false), { email: 'player@example.com', code: '123456' })).toEqual([
      '请先获取验证码',
    ]);
    expect(emailBindForm(true).parse({ email: ' player@example.com ', code: '123456' }).email).toBe(
      'player@example.com',
    );
  });
});
