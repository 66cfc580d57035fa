/**
 * @jest-environment node
 */
import { HOME_READS, site, type FirstScreenRead } from '@site/shared/contract';
import { api, renderSections } from './ssr';

// The server renders this remote's home sections from the answers the page carries (issue 31).
const banner = (id: number, title: string) => ({
  id,
  position: 'banner' as const,
  title,
  imageUrl: `/assets/banners/${id}.svg`,
  linkType: 'route' as const,
  link: '/activity/discount',
  sort: id,
});
const reads = (data: unknown): FirstScreenRead[] => [
  { path: site.navigationList.path, payload: HOME_READS.banners.payload, data, readAt: Date.now() - 1000 },
];
const request = (r: FirstScreenRead[], locale: 'zh-CN' | 'zh-TW' = 'zh-CN') => ({
  modules: ['./HomeBanners', './HomeNotices'],
  reads: r,
  locale,
  edition: 'classic' as const,
  path: '/home',
});

describe('the server renderer of mf-activities', () => {
  it('renders the banners from the answers it is given, with their rules and no image preloads', async () => {
    expect(api).toBe(1);
    const result = await renderSections(
      request(reads([banner(1, '新会员首存100%加赠'), banner(2, '周末返水')])),
    );
    const html = result.html['./HomeBanners'] ?? '';
    expect(html).toContain('data-testid="home-banners"');
    expect(html).toContain('src="/assets/banners/1.svg"');
    expect(html).toContain('alt="周末返水"');
    expect(html).not.toContain('rel="preload"');
    // Every class of the markup has its rule.
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes.filter((c) => !c.startsWith('sc-'))) expect(result.css).toContain(`.${name}{`);
    // No answer for the notices: nothing to send for them.
    expect(result.html['./HomeNotices']).toBeUndefined();
  });

  it('sends nothing for a section whose answer does not fit the contract', async () => {
    const result = await renderSections(request(reads([{ id: 'x' }])));
    expect(result.html['./HomeBanners']).toBeUndefined();
    expect(result.errors['./HomeBanners']).toBe('no data');
  });

  it('renders each request with its own answers and locale, not the last one', async () => {
    await renderSections(request(reads([banner(1, '旧的横幅')])));
    const tw = await renderSections(request(reads([banner(3, '新横幅')]), 'zh-TW'));
    const html = tw.html['./HomeBanners'] ?? '';
    expect(html).toContain('alt="新横幅"');
    expect(html).not.toContain('旧的横幅');
    // The carousel's own label, in Traditional characters.
    expect(html).toContain('aria-label="活動橫幅"');
  });

  it('names a module it does not render', async () => {
    const result = await renderSections({ ...request(reads([])), modules: ['./HelpPage'] });
    expect(result.errors['./HelpPage']).toBe('not a section of this remote');
  });
});
