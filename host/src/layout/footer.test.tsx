import { act, screen, within } from '@testing-library/react';
import { HELP_CODES } from '@site/shared/routes';
import { renderWithSite } from '@site/shared/testing';
import { Footer } from './footer';
import { FOOTER_GROUPS } from './footer-links';

describe('Footer', () => {
  it('links every help centre article, grouped, to its /app/help page', async () => {
    renderWithSite(<Footer />);
    // The QR code is a lazy chunk: its first import in a fresh jest worker can pass a second.
    await screen.findByRole('img', { name: '本站手机版二维码' }, { timeout: 10_000 });
    const listed = FOOTER_GROUPS.flatMap((g) => g.codes);
    expect([...listed].sort()).toEqual([...HELP_CODES].sort());
    const about = screen.getByRole('navigation', { name: '关于我们' });
    expect(within(about).getByRole('link', { name: '博彩责任' })).toHaveAttribute('href', '/app/help/bczr');
    // RTS 12: the limit tools one step from the home page.
    expect(within(about).getByRole('link', { name: '负责任博彩工具' })).toHaveAttribute(
      'href',
      '/mine/responsible',
    );
    const guide = screen.getByRole('navigation', { name: '新手帮助' });
    expect(within(guide).getByRole('link', { name: '虚拟币存提款教程' })).toHaveAttribute(
      'href',
      '/app/help/xnbcqkjc',
    );
  });

  it('shows the licence and responsible-gaming marks, payments, sponsors and the app QR code', async () => {
    renderWithSite(<Footer />, { edition: 'professional' });
    const trust = screen.getByRole('region', { name: '资质与安全' });
    expect(within(trust).getByRole('img', { name: '18+ 未满18周岁禁止参与' })).toBeInTheDocument();
    expect(within(trust).getByRole('img', { name: '持牌合规经营' })).toBeInTheDocument();
    expect(within(trust).getByRole('img', { name: '理性娱乐 负责任博彩' })).toBeInTheDocument();
    const pay = screen.getByRole('region', { name: '支付方式' });
    expect(
      within(pay)
        .getAllByRole('img')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual(['银行卡', '网银转账', 'USDT', '汇旺支付']);
    expect(within(screen.getByRole('region', { name: '赞助与合作' })).getAllByRole('img')).toHaveLength(3);
    const qr = await screen.findByRole('img', { name: '本站手机版二维码' });
    // A real QR code: a path of modules, not an empty placeholder.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '手机扫码打开，添加到桌面随时畅玩' })).toHaveAttribute(
      'href',
      '/download',
    );
  });

  it('loads the QR code only when the footer comes near the viewport (not in the first screen)', async () => {
    const watching: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        watching.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderWithSite(<Footer />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(screen.queryByRole('img', { name: '本站手机版二维码' })).not.toBeInTheDocument();
      expect(watching).toHaveLength(1);
      act(() => watching[0]?.([{ isIntersecting: true }]));
      const qr = await screen.findByRole('img', { name: '本站手机版二维码' }, { timeout: 10_000 });
      expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});
