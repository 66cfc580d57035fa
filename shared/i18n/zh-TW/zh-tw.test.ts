import { getLocale, setLocale, t, zhTwTwin } from '@site/shared/i18n';
import { zhCN } from '@site/shared/messages';
import { toChineseCapital } from '@site/shared/format';
// Node-only helpers of the build step (the converter never ships to the browser).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { simplifiedOnlySet } = require('./simplified-only.cjs') as { simplifiedOnlySet: () => Set<string> };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const overrides = require('./overrides.json') as { cn: string; tw: string; reason: string }[];

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const namespaces = Object.entries(zhCN) as [string, Tree][];

describe('the zh-TW catalogue derived at build time', () => {
  afterEach(() => setLocale('zh-CN'));

  it.each(namespaces)('namespace %s has a zh-TW value for every zh-CN key', (_name, simplified) => {
    const twin = zhTwTwin(simplified);
    expect(twin).toBeDefined();
    const traditional = new Map(leaves(twin as Tree));
    const missing = leaves(simplified)
      .map(([key]) => key)
      .filter((key) => typeof traditional.get(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('leaves no Simplified-only character in any zh-TW string', () => {
    const simplifiedOnly = simplifiedOnlySet();
    const offenders = namespaces.flatMap(([name, simplified]) =>
      leaves(zhTwTwin(simplified) as Tree)
        .filter(([, text]) => Array.from(text).some((c) => simplifiedOnly.has(c)))
        .map(([key, text]) => `${name}.${key}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });

  it('never doubles a character or word where an override lengthens a term (not 手機號碼碼, 電子電子信箱)', () => {
    const doubled = (text: string) => (text.match(/([\u3400-\u9fff]{1,2})\1/g) ?? []).length;
    const offenders = namespaces.flatMap(([name, simplified]) => {
      const twin = new Map(leaves(zhTwTwin(simplified) as Tree));
      return leaves(simplified)
        .filter(([key, text]) => doubled(twin.get(key) ?? '') > doubled(text))
        .map(([key]) => `${name}.${key}: ${twin.get(key)}`);
    });
    expect(offenders).toEqual([]);
    setLocale('zh-TW');
    expect(t('validation.phoneInvalid')).toBe('請輸入正確的手機號碼');
    expect(t('validation.emailRequired')).toBe('請輸入電子信箱');
  });

  it('the check itself catches Simplified text', () => {
    const simplifiedOnly = simplifiedOnlySet();
    expect(Array.from('转账').some((c) => simplifiedOnly.has(c))).toBe(true);
    expect(Array.from('轉帳台灣').some((c) => simplifiedOnly.has(c))).toBe(false);
  });

  it('uses the reviewed Taiwan terms, not the converter alone', () => {
    setLocale('zh-TW');
    expect(getLocale()).toBe('zh-TW');
    expect(t('host.transfer')).toBe('轉帳');
    expect(t('host.footerHelp')).toBe('說明中心');
    expect(t('host.footerLicense')).toContain('年滿18歲');
    setLocale('zh-CN');
    expect(t('host.transfer')).toBe('转账');
  });

  it('writes capital amounts in Traditional numerals in zh-TW only', () => {
    expect(toChineseCapital(12_345_678_900)).toBe('壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整');
    setLocale('zh-TW');
    expect(toChineseCapital(12_345_678_900)).toBe('壹億貳仟參佰肆拾伍萬陸仟柒佰捌拾玖圓整');
    expect(toChineseCapital(-105)).toBe('負壹圓零伍分');
  });

  it('keeps placeholders intact', () => {
    setLocale('zh-TW');
    expect(t('host.footerCopyright', { site: '皇家' })).toBe('© 2026 皇家 版權所有');
  });

  it('has a reviewed override table: 150+ distinct terms, each with its reason', () => {
    expect(overrides.length).toBeGreaterThanOrEqual(150);
    expect(new Set(overrides.map((o) => o.cn)).size).toBe(overrides.length);
    for (const o of overrides) {
      expect(o.reason.trim().length).toBeGreaterThan(4);
      expect(o.tw).not.toBe('');
    }
  });
});
