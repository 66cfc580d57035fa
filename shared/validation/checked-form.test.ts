import { checkedForm, crossCheckedForm } from '.';

describe('checkedForm', () => {
  it("reports every field's own message at once and passes good text through", () => {
    const form = checkedForm({
      code: (text) => (text === '' ? '请选择银行' : undefined),
      no: (text) => (/^\d+$/.test(text) ? undefined : '只能填写数字'),
    });
    const result = form.safeParse({ code: '', no: '12a' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['code', '请选择银行'],
      ['no', '只能填写数字'],
    ]);
    expect(form.parse({ code: 'ICBC', no: '123' })).toEqual({ code: 'ICBC', no: '123' });
  });

  it('puts the problems of a whole-form check on their fields', () => {
    const form = crossCheckedForm(['a', 'b'], ({ a, b }) => (a === b ? {} : { b: '两次输入不一致' }));
    const result = form.safeParse({ a: '1', b: '2' });
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['b', '两次输入不一致'],
    ]);
    expect(form.parse({ a: '1', b: '1' })).toEqual({ a: '1', b: '1' });
  });
});
