import { depositAmount, depositForm } from './deposit';
import { messagesOf } from './test-utils';

const alipay = { minFen: 5000, maxFen: 2_000_000 };

describe('depositAmount', () => {
  it.each([
    ['', '请输入存款金额'],
    ['   ', '请输入存款金额'],
    ['1234567890123', '金额最长12位'],
    ['12.345', '请输入正确的金额，最多两位小数'],
    ['1e3', '请输入正确的金额，最多两位小数'],
    ['-50', '请输入正确的金额，最多两位小数'],
    ['0.00', '存款金额须大于0'],
    ['49.99', '单笔最低存款 50 元'],
    ['20000.01', '单笔最高存款 20,000 元'],
  ])('refuses %j with %s', (typed, message) => {
    expect(messagesOf(depositAmount(alipay), typed)).toEqual([message]);
  });

  it('accepts the limits themselves and normalises to two decimals', () => {
    expect(depositAmount(alipay).parse(' 50 ')).toBe('50.00');
    expect(depositAmount(alipay).parse('20000')).toBe('20000.00');
    expect(depositAmount(alipay).parse('200.5')).toBe('200.50');
  });
});

describe('depositForm', () => {
  it('asks for the payer’s real name only when the channel needs it', () => {
    expect(messagesOf(depositForm(alipay, true), { amount: '100', realName: '' })).toEqual([
      '请输入真实姓名',
    ]);
    expect(messagesOf(depositForm(alipay, true), { amount: '100', realName: 'abc1' })).toEqual([
      '请输入正确的姓名',
    ]);
    expect(depositForm(alipay, true).parse({ amount: '100', realName: ' 张伟 ' })).toEqual({
      amount: '100.00',
      realName: '张伟',
    });
    expect(depositForm(alipay, false).parse({ amount: '100', realName: '' })).toEqual({
      amount: '100.00',
      realName: null,
    });
  });
});
