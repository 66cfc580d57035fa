import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { editionAtom } from '@site/shared/session';
import { renderWithSite } from '@site/shared/testing';
import { loadRemoteModule } from '../remotes/federation';
import { HomePage, captureServerSections } from './home-page';

jest.mock('../remotes/federation', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** index.html as the server sends it: the banners and notices rendered by their remote. */
function serverPage(edition: string) {
  document.body.innerHTML = `<div id="root"><div id="boot-skeleton"><main>
    <div data-server-section="banners" data-edition="${edition}" inert><section data-testid="home-banners">新会员首存100%加赠</section></div>
    <div data-server-section="notices" data-edition="${edition}" inert><section data-testid="home-notices">系统维护公告</section></div>
  </main></div></div>`;
  captureServerSections();
  document.body.innerHTML = '';
}

describe('the home page after a server-rendered first paint (issue 31)', () => {
  afterEach(() => load.mockReset());

  it('keeps the server markup of each section, inert, until its remote has loaded', async () => {
    serverPage('classic');
    const loaded: Record<string, (module: unknown) => void> = {};
    load.mockImplementation(
      (_remote, module) => new Promise((resolve) => (loaded[module] = resolve as (m: unknown) => void)),
    );
    renderWithSite(<HomePage />);

    const banners = screen.getByTestId('home-banners');
    expect(banners).toHaveTextContent('新会员首存100%加赠');
    expect(banners.closest('[data-server-markup]')).toHaveAttribute('inert');
    expect(screen.getByTestId('home-notices')).toHaveTextContent('系统维护公告');
    // The sections the server did not render show the loading skeleton meanwhile.
    expect(document.querySelector('[data-remote-slot="mf_sportsbook"] [data-server-markup]')).toBeNull();

    // The remote's own banners replace the server's copy, which is gone from the page.
    await act(async () =>
      loaded['./HomeBanners']?.({ default: () => <section data-testid="home-banners">轮播</section> }),
    );
    expect(screen.getByTestId('home-banners')).toHaveTextContent('轮播');
    expect(screen.getByTestId('home-banners').closest('[data-server-markup]')).toBeNull();
    // The notices' remote has not answered yet: still the server's.
    expect(screen.getByTestId('home-notices').closest('[data-server-markup]')).not.toBeNull();
  });

  it('does not show markup painted in another edition than the page is in', () => {
    serverPage('classic');
    load.mockImplementation(() => new Promise(() => undefined));
    const store = createStore();
    store.set(editionAtom, 'professional');
    renderWithSite(<HomePage />, { store });
    expect(screen.queryByText('系统维护公告')).toBeNull();
    expect(document.querySelector('[data-server-markup]')).toBeNull();
  });
});
