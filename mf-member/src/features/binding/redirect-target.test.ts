import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page the guard came from', () => {
    expect(redirectTarget('?redirect=%2Fmine%2FaddBankCard')).toBe('/mine/addBankCard');
    expect(redirectTarget('?redirect=/mine/accountManage/bank?x=1')).toBe('/mine/accountManage/bank?x=1');
  });

  it('falls back to the user-info page without a safe site path', () => {
    expect(redirectTarget('')).toBe('/mine/userinfo');
    expect(redirectTarget('?redirect=https://evil.example')).toBe('/mine/userinfo');
    expect(redirectTarget('?redirect=//evil.example/x')).toBe('/mine/userinfo');
    expect(redirectTarget('?redirect=/\\evil.example')).toBe('/mine/userinfo');
    expect(redirectTarget('?redirect=/mine/auth')).toBe('/mine/userinfo');
  });
});
