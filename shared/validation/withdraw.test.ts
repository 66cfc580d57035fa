import { withdrawAmount, withdrawForm, withdrawPassword } from '.';
import { messagesOf } from './test-utils';

const limits = { minFen: 100_00, maxFen: 50_000_00, withdrawableFen: 1_000_00 };

describe('withdrawAmount', () => {
  it.each([
    ['', '请输入提款金额'],
    ['  ', '请输入提款金额'],
    ['abc', '请输入正确的金额，最多两位小数'],
    ['1.234', '请输入正确的金额，最多两位小数'],
    ['-5', '请输入正确的金额，最多两位小数'],
    ['0', '提款金额必须大于0'],
    ['1234567890123', '金额最长12位'],
    ['99.99', '单笔最低提款 100 元'],
    ['1000.01', '超出可提款金额，当前最多可提 1,000 元'],
  ])('%j -> %s', (text, message) => {
    expect(messagesOf(withdrawAmount(limits), text)).toEqual([message]);
  });

  it('accepts amounts within the limits, as fen', () => {
    expect(withdrawAmount(limits).parse('100')).toBe(100_00);
    expect(withdrawAmount(limits).parse(' 999.5 ')).toBe(999_50);
    expect(withdrawAmount(limits).parse('1000.00')).toBe(1_000_00);
  });

  it('names the single maximum before the balance', () => {
    expect(messagesOf(withdrawAmount({ ...limits, withdrawableFen: 90_000_00 }), '60000')).toEqual([
      '单笔最高提款 50,000 元',
    ]);
  });
});

describe('withdrawPassword and the form', () => {
  it('wants six digits', () => {
    expect(messagesOf(withdrawPassword, '')).toEqual(['请输入提款密码']);
    expect(messagesOf(withdrawPassword, '12345')).toEqual(['提款密码须为6位数字']);
    expect(messagesOf(withdrawPassword, '12345a')).toEqual(['提款密码须为6位数字']);
    expect(messagesOf(withdrawPassword, '123456')).toEqual([]);
  });

  it('reports both fields at once and parses a good pair', () => {
    const result = withdrawForm(limits).safeParse({ amount: '', password: '1' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['amount', '请输入提款金额'],
      ['password', '提款密码须为6位数字'],
    ]);
    expect(withdrawForm(limits).parse({ amount: '200', password: '123456' })).toEqual({
      amount: 200_00,
      password: '123456',
    });
  });
});
