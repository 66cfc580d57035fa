import { formatDate, formatDateTime, isoDate } from '.';
import { setLocale } from '@site/shared/i18n';

describe('formatDateTime / formatDate (Beijing time)', () => {
  it('shows an instant in Asia/Shanghai whatever the zone of the input', () => {
    expect(formatDateTime('2024-05-01T12:30:45Z')).toBe('2024-05-01 20:30:45');
    expect(formatDateTime('2024-05-01T20:30:45-04:00')).toBe('2024-05-02 08:30:45');
    expect(formatDateTime(new Date(Date.UTC(2023, 11, 31, 16, 0, 0)))).toBe('2024-01-01 00:00:00');
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
  });

  it('reads a zoneless server time as Beijing time', () => {
    expect(formatDateTime('2024-05-01 20:30:00')).toBe('2024-05-01 20:30:00');
    expect(formatDateTime('2024-05-01T00:00')).toBe('2024-05-01 00:00:00');
    expect(formatDateTime('2024-05-01')).toBe('2024-05-01 00:00:00');
    expect(formatDate('2024-05-01 23:59:59')).toBe('2024-05-01');
  });

  it('accepts 29 February of a leap year', () => {
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
    expect(formatDate('2000-02-29')).toBe('2000-02-29');
    expect(() => formatDate('1900-02-29')).toThrow(RangeError);
  });

  it('uses a 24-hour clock with midnight as 00', () => {
    expect(formatDateTime('2024-05-01T16:00:00Z')).toBe('2024-05-02 00:00:00');
  });

  it('gives the Beijing calendar date', () => {
    expect(formatDate('2024-02-29T15:59:59Z')).toBe('2024-02-29');
    expect(formatDate('2024-02-29T16:00:00Z')).toBe('2024-03-01');
  });

  it.each([
    '',
    'not a date',
    '2024-13-45',
    '2024-02-30',
    '2023-02-29',
    '2024-04-31 10:00:00',
    '2024-00-10',
    NaN,
  ])('throws RangeError on %p', (bad) => {
    expect(() => formatDateTime(bad)).toThrow(RangeError);
    expect(() => formatDate(bad)).toThrow(RangeError);
  });
});

describe('dates in zh-TW', () => {
  afterEach(() => setLocale('zh-CN'));

  it('writes the date with slashes, as Taiwan does', () => {
    setLocale('zh-TW');
    expect(formatDateTime('2024-05-01T12:30:45Z')).toBe('2024/05/01 20:30:45');
    expect(formatDate('2024-05-01')).toBe('2024/05/01');
  });

  it('keeps API and field values as YYYY-MM-DD (a zh-TW record filter once sent 2026/11/24)', () => {
    setLocale('zh-TW');
    expect(isoDate('2024-05-01T20:00:00Z')).toBe('2024-05-02');
    expect(isoDate('2024-05-01')).toBe('2024-05-01');
  });
});
