import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  chinaDate,
  chinaDayStartIfReal,
  chinaDayStartOf,
  chinaMinuteText,
  dayStart,
  formatChinaTime,
} from './china';

// 2026-11-27 23:30 in Beijing is 15:30 UTC; 2026-11-28 00:30 in Beijing is 16:30 UTC.
const lateEvening = Date.parse('2026-11-27T15:30:00Z');
const pastMidnight = Date.parse('2026-11-27T16:30:00Z');

test('the China date turns at Beijing midnight, not at UTC midnight', () => {
  assert.equal(chinaDate(lateEvening), '2026-11-27');
  assert.equal(chinaDate(new Date(pastMidnight)), '2026-11-28');
  assert.equal(new Date(dayStart(pastMidnight)).toISOString(), '2026-11-27T16:00:00.000Z');
  assert.equal(chinaDayStartOf('2026-11-28').getTime(), dayStart(pastMidnight));
});

test('times read as Beijing wall-clock time', () => {
  assert.equal(formatChinaTime(new Date(lateEvening)), '2026-11-27 23:30:00');
  assert.equal(formatChinaTime('2026-11-27T16:30:00Z'), '2026-11-28 00:30:00');
  assert.equal(chinaMinuteText(pastMidnight), '2026-11-28 00:30');
});

test('a date that does not exist is refused, a real one starts its day', () => {
  assert.equal(chinaDayStartIfReal('2026-02-30'), null);
  assert.equal(chinaDayStartIfReal('2026-13-01'), null);
  assert.equal(chinaDayStartIfReal('27/11/2026'), null);
  assert.equal(chinaDayStartIfReal('2028-02-29')?.toISOString(), '2028-02-28T16:00:00.000Z');
});
