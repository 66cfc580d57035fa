/**
 * The worked examples of the handicap (rqgl) and over/under (dxqgl) guides, checked against
 * the sportsbook's own settlement, so the guide and the book can never disagree. The test
 * reads the very table a player sees (the first table under "## 结算示例").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settlement } from '../betting';

const LABELS: Record<string, string> = { W: '赢', LW: '赢半', P: '和局', LL: '输半', L: '输' };
const SIDES: Record<string, string> = { 主队: 'H', 客队: 'C', 大: 'O', 小: 'U' };
/** Every example is worded as "stake 100 yuan at Hong Kong odds 0.90". */
const STAKE_FEN = 100_00;
const HK_ODDS = 0.9;

interface Example {
  label: string;
  line: number;
  side: string;
  home: number;
  away: number;
  word: string;
  code: string;
  returnYuan: number;
}

function examplesOf(code: string): Example[] {
  const source = readFileSync(join(__dirname, 'help', `${code}.md`), 'utf8');
  const section = source.split('## 结算示例')[1];
  if (!section) throw new Error(`${code}.md has no 结算示例 section`);
  expect(section).toContain(`投注 100 元、香港盘赔率 0.90`);
  const rows = section
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  const [header, rule, ...body] = rows;
  expect(header).toEqual(['盘口', '数值', '投注', '全场比分', '结果', '代码', '返还']);
  expect(rule?.every((c) => /^-+$/.test(c))).toBe(true);
  return body
    .filter((r) => r.length === 7)
    .map(([label = '', line = '', side = '', score = '', word = '', result = '', ret = '']) => {
      const [home, away] = score.split(':').map(Number);
      return {
        label,
        line: Number(line),
        side,
        home: home ?? NaN,
        away: away ?? NaN,
        word,
        code: result,
        returnYuan: Number(ret),
      };
    });
}

/** "0/0.5" in the label means the line halfway between the two; a single number means itself. */
function lineInLabel(label: string): number {
  const split = /(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)/.exec(label);
  if (split) return (Number(split[1]) + Number(split[2])) / 2;
  const single = /(\d+(?:\.\d+)?)\s*$/.exec(label);
  if (!single) throw new Error(`no line in label ${label}`);
  return Number(single[1]);
}

describe.each([
  ['rqgl', settlement.handicapResult],
  ['dxqgl', settlement.overUnderResult],
] as const)('the %s guide', (code, settle) => {
  const examples = examplesOf(code);

  it('has worked examples, quarter lines among them, for every result of a line bet', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9);
    expect(examples.some((e) => Math.abs(e.line % 0.5) === 0.25)).toBe(true);
    expect(new Set(examples.map((e) => e.code))).toEqual(new Set(['W', 'LW', 'P', 'LL', 'L']));
  });

  it.each(examples.map((e) => [`${e.label} ${e.side} ${e.home}:${e.away}`, e] as const))(
    'settles %s as the book does',
    (_name, e) => {
      expect(Math.abs(e.line)).toBe(lineInLabel(e.label));
      const side = SIDES[e.side];
      if (!side) throw new Error(`unknown side ${e.side}`);
      const result = settle(e.line, side, e.home, e.away);
      expect(result).toBe(e.code);
      expect(e.word).toBe(LABELS[result]);
      expect(settlement.betPayoutFen(STAKE_FEN, [{ result, odds: HK_ODDS }])).toBe(e.returnYuan * 100);
    },
  );
});
