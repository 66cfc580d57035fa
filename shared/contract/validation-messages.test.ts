import { isSafeKeyExpired } from './safe-key';
import { promotions } from './index';

// The contract alone (no shared/validation, as in a remote that never loads it): the
// page's lang picks the zh-TW twin the build attached to the messages.
describe("the contract's own messages in the player's locale (issue 18)", () => {
  afterEach(() => {
    document.documentElement.lang = 'zh-CN';
  });

  function firstError(input: unknown): string | undefined {
    const result = promotions.agentApply.request.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  }

  it('answers in Simplified on a zh-CN page and in Traditional on a zh-TW page', () => {
    const input = { contactName: '王', phone: '13800138000', channel: 'social' };
    expect(firstError(input)).toBe('请输入联系人姓名（2-20字）');
    document.documentElement.lang = 'zh-TW';
    expect(firstError(input)).toBe('請輸入聯絡人姓名（2-20字）');
  });

  it('recognises the safe-switch expiry however the server wrote it', () => {
    expect(isSafeKeyExpired('加密会话已过期，请重试')).toBe(true);
    expect(isSafeKeyExpired('加密工作階段已過期，請重試')).toBe(true);
    expect(isSafeKeyExpired('请求参数错误')).toBe(false);
  });
});
