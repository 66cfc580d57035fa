import { withdrawPasswordError } from './withdraw-password';

describe('withdrawPasswordError', () => {
  it('needs exactly six digits', () => {
    expect(withdrawPasswordError('')).toBe('请输入提款密码');
    expect(withdrawPasswordError('12345')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('1234567')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('12345a')).toBe('提款密码须为6位数字');
    expect(withdrawPasswordError('024680')).toBeUndefined();
  });

  it('takes the caller’s own wording for an empty field', () => {
    expect(withdrawPasswordError('', '请输入原提款密码')).toBe('请输入原提款密码');
  });
});
