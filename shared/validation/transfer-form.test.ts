import { transferAmountForm } from '.';
import { messagesOf } from './test-utils';

const form = (availableFen: number | undefined, required?: string) =>
  transferAmountForm({ availableFen, overBalance: '超出可转余额', ...(required ? { required } : {}) });

describe('transferAmountForm', () => {
  it.each([
    ['', '请输入转入金额'],
    ['abc', '请输入正确的金额，最多两位小数'],
    ['0', '转入金额必须大于0'],
    ['100.01', '超出可转余额'],
  ])('%j -> %s', (amount, text) => {
    expect(messagesOf(form(100_00), { amount })).toEqual([text]);
  });

  it("uses the page's required text, parses to trimmed yuan text, and skips the balance while unknown", () => {
    expect(messagesOf(form(100_00, '请输入转账金额'), { amount: ' ' })).toEqual(['请输入转账金额']);
    expect(form(100_00).parse({ amount: ' 100 ' })).toEqual({ amount: '100' });
    expect(form(undefined).parse({ amount: '99999' })).toEqual({ amount: '99999' });
  });
});
