import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { site, type BrandManifest } from '@site/shared/contract';
import { pageMetaAtom } from '@site/shared/routes';
import { brandAtom, sessionStore } from '@site/shared/session';
import { answer, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { DownloadCentre } from './download';
import '../../lib/help-centre-messages';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const preInfo = (h5DomainUrl: string) =>
  ok({
    ip: '1.2.3.4',
    siteBaseConfig: {
      title: '金沙娱乐',
      h5DomainUrl,
      depositSwitch: 1,
      embeddedGameSwitch: 1,
      safeSwitch: 0,
      defaultEdition: 'classic',
      locale: 'zh-CN',
    },
  });

beforeEach(() => {
  resetFakeApi();
  sessionStore.set(pageMetaAtom, null);
  sessionStore.set(brandAtom, null);
});

describe('download page', () => {
  it("shows the brand's mobile address as a QR code, platform links, install steps and features", async () => {
    sessionStore.set(brandAtom, {
      h5DomainUrl: 'https://m.jinsha.example',
      features: { depositSwitch: 1 },
    } as unknown as BrandManifest);
    renderPage(<DownloadCentre />, '/download', '/download');
    const qr = screen.getByRole('img', { name: '扫码访问 https://m.jinsha.example' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('link', { name: 'iOS 下载' })).toHaveAttribute(
      'href',
      'https://m.jinsha.example?platform=ios',
    );
    expect(screen.getByRole('link', { name: 'Android 下载' })).toHaveAttribute(
      'href',
      'https://m.jinsha.example?platform=android',
    );
    expect(
      within(screen.getByRole('region', { name: 'iOS 安装步骤' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Android 安装步骤' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    expect(screen.getByText('一个钱包')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '本站 App 界面示意图' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom)?.title).toBe('APP下载');
  });

  it('asks preInfo for the address when no brand manifest is loaded, with retry on failure', async () => {
    answer(site.preInfo, networkDown());
    renderPage(<DownloadCentre />, '/download', '/download');
    expect(screen.getByTestId('download-loading')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: /重试/ });
    answer(site.preInfo, preInfo('https://m.royal.example'));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('img', { name: '扫码访问 https://m.royal.example' })).toBeInTheDocument();
  });
});
