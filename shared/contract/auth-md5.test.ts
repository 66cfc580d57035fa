import { md5Password } from './auth';

describe('md5Password', () => {
  it('is the hex md5 of what was typed (RFC 1321 test vectors)', () => {
    expect(md5Password('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Password('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Password('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });
});
