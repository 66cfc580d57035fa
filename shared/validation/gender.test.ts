import { genderForm } from './gender';
import { messagesOf } from './test-utils';

describe('genderForm', () => {
  it('takes 男 or 女 and parses them to what bindOther sends', () => {
    expect(genderForm.parse({ gender: '1' })).toEqual({ gender: 1 });
    expect(genderForm.parse({ gender: '2' })).toEqual({ gender: 2 });
  });

  it('asks for a choice otherwise', () => {
    expect(messagesOf(genderForm, { gender: '' })).toEqual(['请选择性别']);
    expect(messagesOf(genderForm, { gender: '0' })).toEqual(['请选择性别']);
  });
});
