import {
  MAX_JSON_DEPTH,
  calendarDate,
  findUnsafeText,
  isCalendarDate,
  isNestedDeeperThan,
  isSafeText,
} from './text';

describe('the string rule', () => {
  it('refuses NUL and lone surrogates, keeps real text and emoji', () => {
    expect(isSafeText('张伟 abc')).toBe(true);
    expect(isSafeText('😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('x\ud800')).toBe(false);
    expect(isSafeText('\udc00x')).toBe(false);
    expect(isSafeText('\ud83d\ude00\ud83d')).toBe(false);
  });

  it('names the first bad field, in values and keys, however deep', () => {
    expect(findUnsafeText({ a: 'ok', list: [{ name: 'x' }, { name: 'a\u0000' }] })).toBe('list.1.name');
    expect(findUnsafeText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnsafeText('\ud800')).toBe('');
    expect(findUnsafeText({ a: [1, true, null, 'ok'] })).toBeNull();
    expect(findUnsafeText({ a: 'ok', ['b\u0000']: 'x', c: 'y\u0000' })).toBe('b\u0000');
    expect(findUnsafeText([{ a: ['ok', 'x\ud800'] }, 'y\u0000'])).toBe('0.a.1');
  });

  it('walks any depth without growing the call stack (issue 26)', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(findUnsafeText(deep)).toBe(Array.from({ length: 200_000 }, () => '0').join('.'));
  });
});

describe('the nesting limit', () => {
  const nested = (depth: number) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown;
  it('counts containers, not scalars, and stops past the limit at any depth', () => {
    expect(isNestedDeeperThan('x')).toBe(false);
    expect(isNestedDeeperThan({}, 0)).toBe(true);
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(isNestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(isNestedDeeperThan([[1], { a: [[[]]] }], 5)).toBe(false);
    expect(isNestedDeeperThan([[1], { a: [[[]]] }], 4)).toBe(true);
    expect(isNestedDeeperThan(nested(500_000))).toBe(true);
  });
});

describe('calendar dates', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-45')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(calendarDate.safeParse('2026-13-45').error?.issues[0]?.message).toBe('日期不存在');
  });
});
