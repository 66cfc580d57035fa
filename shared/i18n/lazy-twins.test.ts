import { loadLocaleMessages, messagesReady, registerMessages, setLocale, t } from './index';
import type { Catalogue } from './zh-CN';
import { twinModule, withLazyZhTwTwins } from './zh-TW/twin-source.cjs';

const LOAD = Symbol.for('site.i18n.zh-TW.load');

/** A namespace as a browser build makes it: its twin only behind a loader. */
function lazyNamespace(text: string, twin: string) {
  const loads = { count: 0 };
  const namespace = Object.defineProperty({ greeting: text }, LOAD, {
    value: () => {
      loads.count += 1;
      return Promise.resolve({ greeting: twin });
    },
  });
  return { namespace, loads };
}

afterEach(() => setLocale('zh-CN'));

describe('zh-TW twins loaded on demand (issue 31)', () => {
  it('a zh-CN page never loads a twin', async () => {
    const { namespace, loads } = lazyNamespace('欢迎光临', '歡迎光臨');
    registerMessages({ lazyA: namespace } as unknown as Partial<Catalogue>);
    await loadLocaleMessages();
    expect(loads.count).toBe(0);
    expect(t('lazyA.greeting' as never)).toBe('欢迎光临');
  });

  it('a zh-TW page shows the twin once it is loaded, loading it once', async () => {
    setLocale('zh-TW');
    const { namespace, loads } = lazyNamespace('欢迎光临', '歡迎光臨');
    registerMessages({ lazyB: namespace } as unknown as Partial<Catalogue>);
    await messagesReady();
    expect(t('lazyB.greeting' as never)).toBe('歡迎光臨');
    await loadLocaleMessages();
    expect(loads.count).toBe(1);
  });

  it("a second build's copy of a namespace keeps the Traditional text on show until its own twin is there", async () => {
    setLocale('zh-TW');
    const first = lazyNamespace('帮助中心', '幫助中心');
    registerMessages({ lazyC: first.namespace } as unknown as Partial<Catalogue>);
    await messagesReady();
    expect(t('lazyC.greeting' as never)).toBe('幫助中心');

    let arrive: (twin: object) => void = () => undefined;
    const second = Object.defineProperty({ greeting: '帮助中心（新）' }, LOAD, {
      value: () => new Promise<object>((resolve) => (arrive = resolve)),
    });
    registerMessages({ lazyC: second } as unknown as Partial<Catalogue>);
    expect(t('lazyC.greeting' as never)).toBe('幫助中心');
    arrive({ greeting: '幫助中心（新）' });
    await messagesReady();
    expect(t('lazyC.greeting' as never)).toBe('幫助中心（新）');
  });

  it('the build splits a namespace module into its zh-CN text and a twin module', () => {
    const source = "export const demo = {\n  hello: '简体中文',\n} as const;\n";
    const main = withLazyZhTwTwins(source, 'demo.ts');
    expect(main).toContain('import(/* webpackChunkName: "zh-tw" */ "./demo.ts?zh-tw")');
    expect(main).toContain("'简体中文'");
    expect(main).not.toContain('繁體');
    const twin = twinModule(source);
    expect(twin).toContain("'簡體中文'");
    expect(twin).not.toContain('简体');
  });
});
