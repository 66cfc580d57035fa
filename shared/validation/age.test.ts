import { birthdaySchema, isAdult } from '.';
import { messagesOf } from './test-utils';

// 2024-06-15 12:00 in Beijing.
const today = new Date('2024-06-15T04:00:00Z');

describe('isAdult', () => {
  it.each([
    ['2006-06-15', true],
    ['2006-06-14', true],
    ['2006-06-16', false],
    ['2000-01-01', true],
    ['2010-01-01', false],
    ['2030-01-01', false],
  ])('born %s is adult on 2024-06-15: %p', (birthday, expected) => {
    expect(isAdult(birthday, today)).toBe(expected);
  });

  it('uses the Beijing date of today', () => {
    // 2024-06-14 17:00 UTC is already 15 June in Beijing.
    expect(isAdult('2006-06-15', new Date('2024-06-14T17:00:00Z'))).toBe(true);
    expect(isAdult('2006-06-15', new Date('2024-06-14T15:59:59Z'))).toBe(false);
  });

  it('has someone born on 29 February come of age on 1 March of a common year', () => {
    expect(isAdult('2004-02-29', new Date('2022-02-28T04:00:00Z'))).toBe(false);
    expect(isAdult('2004-02-29', new Date('2022-03-01T04:00:00Z'))).toBe(true);
    expect(isAdult('2006-02-28', '2024-02-28')).toBe(true);
  });

  it('defaults today to now', () => {
    expect(isAdult('1990-01-01')).toBe(true);
    expect(isAdult(new Date())).toBe(false);
  });

  it('throws RangeError for a birthday that is not a date', () => {
    expect(() => isAdult('someday', today)).toThrow(RangeError);
    expect(() => isAdult('2006-02-30', today)).toThrow(RangeError);
  });
});

describe('birthdaySchema', () => {
  const schema = birthdaySchema(() => today);

  it('accepts an adult birthday', () => {
    expect(schema.parse('2006-06-15')).toBe('2006-06-15');
  });

  it('says under 18 cannot play', () => {
    expect(messagesOf(schema, '2006-06-16')).toEqual(['未满18周岁不能参与游戏']);
  });

  it('asks for a birthday when blank or not a date', () => {
    expect(messagesOf(schema, '')).toEqual(['请选择生日']);
    expect(messagesOf(schema, 'abc')).toEqual(['请选择生日']);
    expect(messagesOf(schema, undefined)).toEqual(['请选择生日']);
  });

  it('reads the clock on every parse', () => {
    let now = new Date('2024-06-15T04:00:00Z');
    const live = birthdaySchema(() => now);
    expect(live.safeParse('2006-06-16').success).toBe(false);
    now = new Date('2024-06-16T04:00:00Z');
    expect(live.safeParse('2006-06-16').success).toBe(true);
  });
});
