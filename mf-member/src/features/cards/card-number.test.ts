import { CARD_NO_INPUT_MAX_LENGTH, cardNoError, compactCardNo, groupCardNo } from './card-number';

describe('bank card number', () => {
  it('is shown in groups of four and sent without spaces', () => {
    expect(groupCardNo('6225880112345678')).toBe('6225 8801 1234 5678');
    expect(groupCardNo('6225 8801 123')).toBe('6225 8801 123');
    expect(groupCardNo('622588011234567890')).toBe('6225 8801 1234 5678 90');
    expect(compactCardNo(' 6225 8801\t1234 ')).toBe('622588011234');
  });

  it('keeps text with other characters as typed, so nothing is lost', () => {
    expect(groupCardNo('6225abc')).toBe('6225abc');
  });

  it('leaves room for 19 digits and their spaces', () => {
    expect(groupCardNo('1234567890123456789')).toHaveLength(CARD_NO_INPUT_MAX_LENGTH);
  });

  it('needs 12-19 digits', () => {
    expect(cardNoError('')).toBe('请输入银行卡号');
    expect(cardNoError('6225-8801')).toBe('银行卡号只能填写数字');
    expect(cardNoError('12345678901')).toBe('银行卡号为12-19位数字，当前 11 位');
    expect(cardNoError('12345678901234567890')).toBe('银行卡号为12-19位数字，当前 20 位');
    expect(cardNoError('123456789012')).toBeUndefined();
    expect(cardNoError('6225 8801 1234 5678 901')).toBeUndefined();
  });
});
