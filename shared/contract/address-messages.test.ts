import { addressSchema } from './member-area';
import { agentApplyRequest } from './promotions';

/**
 * The gift address form's rules speak the page's language (issue 18): a zh-TW player filling in
 * a gift address or the agent application reads Traditional errors, even in a bundle that
 * never loaded shared/validation (which routes them through i18n).
 */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

afterEach(() => {
  document.documentElement.lang = 'zh-CN';
});

describe('contract validation messages', () => {
  it('are Simplified on a zh-CN page', () => {
    document.documentElement.lang = 'zh-CN';
    expect(
      firstMessage(addressSchema.safeParse({ receiver: '', phone: '13800138000', address: '北京' })),
    ).toBe('请输入收货人姓名（1-20个字）');
  });

  it('are Traditional on a zh-TW page, for the address and the agent application', () => {
    document.documentElement.lang = 'zh-TW';
    expect(
      firstMessage(addressSchema.safeParse({ receiver: '', phone: '13800138000', address: '北京' })),
    ).toBe('請輸入收件人姓名（1-20個字）');
    expect(firstMessage(addressSchema.safeParse({ receiver: '张三', phone: '123', address: '北京' }))).toBe(
      '請輸入正確的手機號碼',
    );
    expect(
      firstMessage(agentApplyRequest.safeParse({ contactName: '张三', phone: '13800138000', channel: 'tv' })),
    ).toBe('請選擇推廣管道');
  });
});
