import { cleanAddress, usdtAddressError } from './usdt-address';

const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const ERC20 = '0x5133aA7eD000000000000000000000000000c0De';

describe('USDT address per protocol', () => {
  it('accepts a TRC20 address: T, 34 base58 characters', () => {
    expect(TRC20).toHaveLength(34);
    expect(usdtAddressError('TRC20', TRC20)).toBeUndefined();
  });

  it('refuses TRC20 addresses of the wrong length, start or alphabet', () => {
    const message = 'TRC20地址须以T开头，共34位，且不含0、O、I、l';
    expect(usdtAddressError('TRC20', TRC20.slice(0, 33))).toBe(message);
    expect(usdtAddressError('TRC20', `${TRC20}a`)).toBe(message);
    expect(usdtAddressError('TRC20', `A${TRC20.slice(1)}`)).toBe(message);
    expect(usdtAddressError('TRC20', `${TRC20.slice(0, 33)}0`)).toBe(message);
    expect(usdtAddressError('TRC20', `${TRC20.slice(0, 33)}l`)).toBe(message);
    expect(usdtAddressError('TRC20', ERC20)).toBe(message);
  });

  it('accepts an ERC20 address: 0x and 40 hex digits, any case', () => {
    expect(usdtAddressError('ERC20', ERC20)).toBeUndefined();
    expect(usdtAddressError('ERC20', ERC20.toLowerCase())).toBeUndefined();
  });

  it('refuses ERC20 addresses that are not 0x + 40 hex', () => {
    const message = 'ERC20地址须以0x开头，后接40位十六进制字符（0-9、a-f）';
    expect(usdtAddressError('ERC20', ERC20.slice(0, 41))).toBe(message);
    expect(usdtAddressError('ERC20', `${ERC20.slice(0, 41)}g`)).toBe(message);
    expect(usdtAddressError('ERC20', ERC20.slice(2))).toBe(message);
    expect(usdtAddressError('ERC20', TRC20)).toBe(message);
  });

  it('asks for an address and ignores pasted whitespace', () => {
    expect(usdtAddressError('TRC20', '   ')).toBe('请输入钱包地址');
    expect(cleanAddress(` ${TRC20.slice(0, 10)}\n${TRC20.slice(10)} `)).toBe(TRC20);
    expect(usdtAddressError('TRC20', ` ${TRC20} `)).toBeUndefined();
  });
});
