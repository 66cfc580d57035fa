import { isValidRealName, realName } from '.';
import { messagesOf } from './test-utils';

describe('real name', () => {
  it.each([
    '张三',
    '欧阳娜娜',
    '李',
    '阿卜杜·热合曼',
    '买买提·艾力·吐尔逊',
    'John',
    'John·Smith',
    'Mary·Ann·Lee',
  ])('accepts %p', (name) => {
    expect(isValidRealName(name)).toBe(true);
    expect(realName.parse(name)).toBe(name);
  });

  it.each([
    ['·张三', 'starts with a dot'],
    ['张三·', 'ends with a dot'],
    ['阿卜杜··热合曼', 'two dots in a row'],
    ['John··Smith', 'two dots in a row (Latin)'],
    ['·', 'only a dot'],
    ['张三John', 'Chinese then Latin'],
    ['John张', 'Latin then Chinese'],
    ['张a三', 'Latin inside a Chinese name'],
    ['张·John', 'mixed parts'],
    ['张 三', 'space'],
    ['John Smith', 'space (Latin)'],
    ['张三1', 'digit'],
    ['张.三', 'full stop instead of middle dot'],
    ['Jöhn', 'non-Latin letter'],
  ])('rejects %p (%s)', (name) => {
    expect(isValidRealName(name)).toBe(false);
    expect(messagesOf(realName, name)).toEqual(['请输入正确的姓名']);
  });

  it('trims surrounding spaces', () => {
    expect(realName.parse('  张三 ')).toBe('张三');
  });

  it('requires a name', () => {
    expect(messagesOf(realName, '')).toEqual(['请输入真实姓名']);
    expect(messagesOf(realName, '   ')).toEqual(['请输入真实姓名']);
  });
});
