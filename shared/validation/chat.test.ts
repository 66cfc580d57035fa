import { chatMessage, prepareChatMessage } from '.';
import { messagesOf } from './test-utils';

describe('chat message', () => {
  it('is trimmed', () => {
    expect(chatMessage.parse('  你好  ')).toBe('你好');
    expect(prepareChatMessage('\n hi \t')).toBe('hi');
  });

  it('is not sent when blank', () => {
    expect(prepareChatMessage('')).toBeNull();
    expect(prepareChatMessage('  \n ')).toBeNull();
    expect(messagesOf(chatMessage, '   ')).toEqual(['请输入消息内容']);
  });
});
