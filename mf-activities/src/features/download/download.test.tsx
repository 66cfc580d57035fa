import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import type { BrandManifest } from '@site/shared/contract';
import { pageMetaAtom } from '@site/shared/routes';
import { brandAtom, sessionStore } from '@site/shared/session';
import { resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { DownloadCentre } from './download';
import { siteAddress } from './site-address';
import '../../lib/help-centre-messages';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const brand = (hosts: string[]) =>
  ({
    brand: 'royal',
    hosts,
    h5DomainUrl: 'https://m.royal.example',
    features: { depositSwitch: 1 },
  }) as unknown as BrandManifest;

beforeEach(() => {
  resetFakeApi();
  sessionStore.set(pageMetaAtom, null);
  sessionStore.set(brandAtom, null);
});

describe('download page (issue 28 item 9: the site is the app)', () => {
  it("shows a QR code of this site's own address, never the dead mobile domain, and install steps", () => {
    sessionStore.set(brandAtom, brand(['localhost']));
    renderPage(<DownloadCentre />, '/download', '/download');
    const qr = screen.getByRole('img', { name: '扫码访问 http://localhost/home' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(document.body.innerHTML).not.toContain('m.royal.example');
    expect(screen.getByRole('link', { name: 'iOS 添加到主屏幕' })).toHaveAttribute('href', '#steps-ios');
    expect(screen.getByRole('link', { name: 'Android 安装应用' })).toHaveAttribute('href', '#steps-android');
    const ios = within(screen.getByRole('region', { name: 'iOS 添加到主屏幕' })).getAllByRole('listitem');
    expect(ios).toHaveLength(4);
    expect(ios[2]).toHaveTextContent('添加到主屏幕');
    const android = within(screen.getByRole('region', { name: 'Android 安装应用' })).getAllByRole('listitem');
    expect(android[1]).toHaveTextContent('安装应用');
    expect(screen.queryByText(/APK|企业证书/)).not.toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom)?.title).toBe('APP下载');
  });

  it("offers the browser's own install when it makes the offer, and says so once installed", async () => {
    renderPage(<DownloadCentre />, '/download', '/download');
    expect(screen.queryByRole('button', { name: '安装到本机' })).not.toBeInTheDocument();
    const prompt = jest.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: '安装到本机' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('已安装到本机');
    expect(screen.queryByRole('button', { name: '安装到本机' })).not.toBeInTheDocument();
  });
});

describe('siteAddress', () => {
  it('is the home page on this origin, naming the brand only when the host name does not select it', () => {
    const here = { origin: 'https://www.jinsha.test', hostname: 'www.jinsha.test' };
    expect(siteAddress(brand(['www.jinsha.test']), here)).toBe('https://www.jinsha.test/home');
    expect(siteAddress(brand([]), here)).toBe('https://www.jinsha.test/home?brand=royal');
    expect(siteAddress(null, here)).toBe('https://www.jinsha.test/home');
  });
});
