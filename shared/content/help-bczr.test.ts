/**
 * Issue 29's text requirement: the 博彩责任 article and the terms send players to the tools at
 * /mine/responsible and describe them as they work. The choices the article lists are read
 * from the contract the page and the server use, so a new period or interval shows up here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { protection } from '../contract';

const read = (code: string) => readFileSync(join(__dirname, 'help', `${code}.md`), 'utf8');
const bczr = read('bczr');

const DURATION: Record<string, string> = {
  '24h': '24 小时',
  '7d': '7 天',
  '30d': '30 天',
  '6w': '6 周',
  '6m': '6 个月',
  '1y': '1 年',
  '5y': '5 年',
};
const LIMIT_PERIOD: Record<string, string> = { day: '24 小时', week: '7 天', month: '一个月（30 天）' };
const listed = (options: readonly string[], names: Record<string, string>) =>
  options.map((o) => names[o] ?? `?${o}`).join('、');

describe('博彩责任 (bczr) and the terms', () => {
  it('link the responsible-gaming tools', () => {
    expect(bczr).toContain('](/mine/responsible)');
    expect(read('gztk')).toContain('](/mine/responsible)');
  });

  it('list the time-out and self-exclusion periods the page offers', () => {
    expect(bczr).toMatch(
      new RegExp(`\\| 冷静期 +\\| ${listed(protection.timeOutDuration.options, DURATION)} +\\|`),
    );
    expect(bczr).toMatch(
      new RegExp(`\\| 自我排除 \\| ${listed(protection.selfExclusionDuration.options, DURATION)} +\\|`),
    );
  });

  it('give the limit periods, the reality-check intervals and the session range as they are', () => {
    expect(bczr).toContain(`**${listed(protection.limitPeriod.options, LIMIT_PERIOD)}**`);
    const intervals = protection.realityCheckInterval.options.map((o) => o.value).filter((m) => m > 0);
    const last = intervals.pop();
    expect(bczr).toContain(`**关闭、每 ${intervals.map((m) => `${m} 分钟`).join('、')}或 ${last} 分钟**`);
    const session = protection.sessionMinutes;
    expect(bczr).toContain(`（${session.minValue} 至 ${session.maxValue} 分钟）`);
    expect(bczr).toMatch(/调高或取消限额需 24 小时冷静期/);
    expect(bczr).toMatch(/最近 \*\*12 个月\*\*[^\n]*CSV/);
  });
});
