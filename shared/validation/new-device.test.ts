import {
  canSubmitNewDeviceCode,
  digitsOnly,
  imageCaptcha,
  newDeviceCodeForm,
  newDeviceCodeSchema,
  phoneMiddleDigits,
} from '.';
import { messagesOf } from './test-utils';

describe('digitsOnly', () => {
  it('drops every non-digit', () => {
    expect(digitsOnly('12a3-4 5६')).toBe('12345');
    expect(digitsOnly('abc')).toBe('');
  });

  it('cuts to the max length', () => {
    expect(digitsOnly('1234567890', 6)).toBe('123456');
    expect(digitsOnly('12', 6)).toBe('12');
  });
});

describe('newDeviceCodeForm', () => {
  it('checks the code field by the same rule', () => {
    expect(messagesOf(newDeviceCodeForm(false), { code: '123456' })).toEqual(['请先获取验证码']);
    expect(messagesOf(newDeviceCodeForm(true), { code: '12345' })).toEqual(['请输入6位数字验证码']);
    expect(newDeviceCodeForm(true).parse({ code: '123456' })).toEqual({ code: '123456' });
  });
});

describe('newDeviceCodeSchema', () => {
  it('asks to request a code first, whatever was typed', () => {
    expect(messagesOf(newDeviceCodeSchema(false), '123456')).toEqual(['请先获取验证码']);
    expect(messagesOf(newDeviceCodeSchema(false), '')).toEqual(['请先获取验证码']);
  });

  it('requires 6 digits once requested', () => {
    const schema = newDeviceCodeSchema(true);
    expect(schema.parse('123456')).toBe('123456');
    expect(messagesOf(schema, '')).toEqual(['请输入验证码']);
    expect(messagesOf(schema, '12345')).toEqual(['请输入6位数字验证码']);
    expect(messagesOf(schema, '1234567')).toEqual(['请输入6位数字验证码']);
    expect(messagesOf(schema, '12345a')).toEqual(['请输入6位数字验证码']);
  });
});

describe('canSubmitNewDeviceCode', () => {
  it('enables login only with a requested code of 6 digits', () => {
    expect(canSubmitNewDeviceCode('123456', true)).toBe(true);
    expect(canSubmitNewDeviceCode('123456', false)).toBe(false);
    expect(canSubmitNewDeviceCode('12345', true)).toBe(false);
    expect(canSubmitNewDeviceCode('12345x', true)).toBe(false);
  });
});

describe('phoneMiddleDigits', () => {
  it('accepts exactly 4 digits', () => {
    expect(phoneMiddleDigits.parse('0013')).toBe('0013');
  });

  it.each(['', '123', '12345', '12a4', ' 1234'])('rejects %p with 手机号错误', (value) => {
    expect(messagesOf(phoneMiddleDigits, value)).toEqual(['手机号错误']);
  });
});

describe('imageCaptcha', () => {
  it('requires a code of at most 10 characters', () => {
    expect(messagesOf(imageCaptcha, '')).toEqual(['请输入验证码']);
    expect(messagesOf(imageCaptcha, '  ')).toEqual(['请输入验证码']);
    expect(imageCaptcha.parse(' aB3d ')).toBe('aB3d');
    expect(imageCaptcha.safeParse('x'.repeat(10)).success).toBe(true);
    expect(messagesOf(imageCaptcha, 'x'.repeat(11))).toEqual(['最多输入10个字符']);
  });
});
