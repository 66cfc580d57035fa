import { setLocale } from '@site/shared/i18n';
import { lastDays } from './date-range';

describe('the record filter dates', () => {
  afterEach(() => setLocale('zh-CN'));

  it('are YYYY-MM-DD in zh-TW too: the API refuses 2026/11/24', () => {
    setLocale('zh-TW');
    const now = Date.parse('2026-11-24T04:00:00Z');
    expect(lastDays(7, now)).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
  });
});
