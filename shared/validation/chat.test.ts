import { chatMessage, chatReportForm, predictionForm, prepareChatMessage } from '.';
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

describe('chat report form', () => {
  it('asks for a reason from the contract list and a note of at most 100 characters once trimmed', () => {
    expect(chatReportForm.parse({ reason: 'fraud', note: ` ${'长'.repeat(100)} ` }).reason).toBe('fraud');
    const refused = chatReportForm.safeParse({ reason: null, note: '长'.repeat(101) });
    expect(refused.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['reason', '请选择举报原因'],
      ['note', '补充说明最多 100 个字'],
    ]);
    expect(chatReportForm.safeParse({ reason: 'bribe', note: '' }).success).toBe(false);
  });
});

describe('predictionForm', () => {
  it('reads two scores of 0-99 as the prediction frame’s numbers', () => {
    expect(predictionForm.parse({ home: '2', away: '0' })).toEqual({ home: 2, away: 0 });
    expect(predictionForm.parse({ home: '99', away: '07' })).toEqual({ home: 99, away: 7 });
  });

  it('asks for a score in each empty or wrong box', () => {
    expect(messagesOf(predictionForm, { home: '', away: '1' })).toEqual(['请输入0-99之间的比分']);
    expect(messagesOf(predictionForm, { home: '100', away: '-1' })).toEqual([
      '请输入0-99之间的比分',
      '请输入0-99之间的比分',
    ]);
  });
});
