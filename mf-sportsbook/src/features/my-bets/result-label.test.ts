import { resultLabel } from './result-label';

describe('result codes in Chinese (SPEC §9)', () => {
  it.each([
    ['W', '赢'],
    ['LW', '赢半'],
    ['LL', '输半'],
    ['L', '输'],
    ['P', '和局'],
    ['A', '退回'],
    ['D', '取消'],
  ] as const)('%s is %s', (code, text) => {
    expect(resultLabel(code)).toBe(text);
  });

  it('a cancelled leg shows its reason', () => {
    expect(resultLabel('D', 'D3')).toBe('取消（D3）');
  });
});
