import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { games } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { catalogue, game, logIn, logOut, pageAnswer, setBrand, venue } from '../../testing/fixtures';
import { fakeLayout } from '../../testing/layout';
import { recordBus, renderPage } from '../../testing/render';
import { EgameLobby } from './egame-lobby';
import { forgetCatalogueIndexes } from './use-catalogue-index';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
// The ticker has its own test; here its animation frames would only slow the grid down.
jest.mock('./jackpot-ticker', () => ({ JackpotTicker: () => null }));

const providers = [
  venue({ channelCode: 'PG', name: 'PG电子', sort: 1 }),
  venue({ channelCode: 'CQ9', name: 'CQ9电子', sort: 2 }),
  venue({
    channelCode: 'PT',
    name: 'PT电子',
    sort: 3,
    status: 'maintenance',
    maintenanceMessage: 'PT电子正在升级维护',
  }),
];
const all = catalogue(3000);
let restoreLayout: () => void;
jest.setTimeout(30_000);

beforeEach(() => {
  resetFakeApi();
  forgetCatalogueIndexes();
  setBrand(1);
  logIn();
  restoreLayout = fakeLayout(1160, 300);
  answer(games.getVenueInfoByCategory, ok({ category: 'DZ', list: providers }));
  answer(
    games.getBonusPools,
    ok({ total: '8888888.00', growthPerSecond: '12.34', serverTime: Date.now(), list: [] }),
  );
  answer(games.gameList, (payload) =>
    ok(
      pageAnswer(payload.keyword ? all.filter((g) => g.name.includes(payload.keyword ?? '')) : all, payload),
    ),
  );
});

afterEach(() => restoreLayout());

const lastListCall = () => callsTo(games.gameList).at(-1)?.payload;

describe('egame lobby', () => {
  it('renders only a small window of 3,000 games and loads further pages as it scrolls', async () => {
    renderPage(<EgameLobby kind="egame" />);
    expect(await screen.findByText('共3000款游戏')).toBeInTheDocument();
    await screen.findByText('游戏1');
    const cards = screen.getAllByTestId('game-card');
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.length).toBeLessThan(100);
    expect(callsTo(games.gameList)).toHaveLength(1);

    const grid = screen.getByRole('region', { name: '游戏列表' });
    // 6 columns of ~180 px cards; row ~210 px: row 400 is game 2,401.
    const rowHeight = Math.round(((1160 - 16 * 5) / 6) * 0.75 + 58 + 16);
    act(() => {
      grid.scrollTop = rowHeight * 400;
      fireEvent.scroll(grid);
    });
    expect(await screen.findByText('游戏2401')).toBeInTheDocument();
    expect(screen.queryByText('游戏1')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('game-card').length).toBeLessThan(100);
    expect(callsTo(games.gameList).map((c) => c.payload.pageNum)).toContain(25);
  });

  it("shows a row of the site's own thumbnails as one picture, each card its cell", async () => {
    const own = all.map((g) => ({ ...g, imageUrl: `/media/games/${g.gameCode}.png` }));
    answer(games.gameList, (payload) => ok(pageAnswer(own, payload)));
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const pictures = screen
      .getAllByTestId('game-card')
      .slice(0, 12)
      .map((card) => card.querySelector<HTMLElement>('.gc-picture')?.style);
    // Six columns: games 1-6 in the first row's strip, 7-12 in the second's.
    const row = (from: number) =>
      `url("/media/games/strip.png?codes=${[0, 1, 2, 3, 4, 5].map((i) => `G${from + i}`).join(',')}")`;
    expect(pictures.map((p) => p?.backgroundImage)).toEqual([
      ...Array(6).fill(row(1)),
      ...Array(6).fill(row(7)),
    ]);
    expect(pictures.map((p) => p?.backgroundPosition).slice(0, 6)).toEqual(
      ['0%', '20%', '40%', '60%', '80%', '100%'].map((x) => `${x} 0px`),
    );
    expect(screen.getByRole('region', { name: '游戏列表' }).querySelector('img')).toBeNull();
  });

  it('shows the rows on screen at once and fills the rows below them one per frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      renderPage(<EgameLobby kind="egame" />);
      // 300 px of grid, rows of ~209 px: rows 1-2 on screen, rows 3-4 (games 13-24) below.
      expect(await screen.findByText('游戏12')).toBeInTheDocument();
      expect(screen.queryByText('游戏13')).not.toBeInTheDocument();
      act(() => frames.shift()?.(performance.now()));
      expect(screen.getByText('游戏18')).toBeInTheDocument();
      expect(screen.queryByText('游戏19')).not.toBeInTheDocument();
      act(() => frames.shift()?.(performance.now()));
      expect(screen.getByText('游戏24')).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it('lays two cards a row on a phone', async () => {
    restoreLayout();
    restoreLayout = fakeLayout(300, 600);
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const grid = screen.getByRole('region', { name: '游戏列表' });
    const firstRow = grid.querySelector('.gg-row');
    expect(firstRow?.querySelectorAll('[data-testid="game-card"]')).toHaveLength(2);
  });

  it('asks for the next page two screens before the scroll reaches it', async () => {
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const grid = screen.getByRole('region', { name: '游戏列表' });
    const rowHeight = Math.round(((1160 - 16 * 5) / 6) * 0.75 + 58 + 16);
    // Rows 8-9 on screen (games 49-60, overscan to game 72): all on page 1, but page 2 (games
    // 101-200) is within two screens below, so it is asked for now, not when it shows.
    act(() => {
      grid.scrollTop = rowHeight * 8;
      fireEvent.scroll(grid);
    });
    expect(await screen.findByText('游戏49')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(games.gameList)
          .filter((c) => c.payload.pageSize === 100)
          .map((c) => c.payload.pageNum),
      ).toEqual([1, 2]),
    );
  });

  it('browses the whole catalogue from the index once a search brought it in: no page call', async () => {
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const box = screen.getByRole('searchbox', { name: '搜索游戏' });
    await user.type(box, '游戏12');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共111款游戏'));
    await user.clear(box);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共3000款游戏'));
    const calls = callsTo(games.gameList).length;
    const grid = screen.getByRole('region', { name: '游戏列表' });
    const rowHeight = Math.round(((1160 - 16 * 5) / 6) * 0.75 + 58 + 16);
    act(() => {
      grid.scrollTop = rowHeight * 300;
      fireEvent.scroll(grid);
    });
    expect(await screen.findByText('游戏1801')).toBeInTheDocument();
    expect(screen.getAllByTestId('game-card').length).toBeLessThan(100);
    // The server's order and count: the same list, with no page of 100 asked for.
    expect(callsTo(games.gameList)).toHaveLength(calls);
  });

  it('filters the index by provider once it is in, and the grid goes back to its top', async () => {
    const mixed = all.map((g, i) => (i % 2 ? { ...g, channelCode: 'CQ9', providerName: 'CQ9电子' } : g));
    answer(games.gameList, (payload) => ok(pageAnswer(mixed, payload)));
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const box = screen.getByRole('searchbox', { name: '搜索游戏' });
    await user.type(box, '游戏12');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共111款游戏'));
    await user.clear(box);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共3000款游戏'));
    const grid = screen.getByRole('region', { name: '游戏列表' });
    act(() => {
      grid.scrollTop = 5000;
      fireEvent.scroll(grid);
    });
    await user.click(screen.getByRole('tab', { name: 'CQ9电子' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共1500款游戏'));
    expect(grid.scrollTop).toBe(0);
    // A browser fires scroll when scrollTop is set; jsdom does not.
    act(() => {
      fireEvent.scroll(grid);
    });
    expect(await screen.findByText('游戏2')).toBeInTheDocument();
    expect(screen.queryByText('游戏1')).not.toBeInTheDocument();
    // Scrolling the provider's list asks for no page: the index holds it.
    act(() => {
      grid.scrollTop = 20_000;
      fireEvent.scroll(grid);
    });
    expect(await screen.findByText('游戏1152')).toBeInTheDocument();
    expect(
      callsTo(games.gameList).filter((c) => (c.payload.pageNum ?? 1) > 1 && c.payload.pageSize === 100),
    ).toHaveLength(0);
  });

  it('asks gameList for the provider tab and the hot / new filter', async () => {
    const user = userEvent.setup();
    const tabs = recordBus('egame_tab_index');
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    expect(lastListCall()).toEqual({ pageNum: 1, pageSize: 100, category: 'DZ' });

    await user.click(screen.getByRole('tab', { name: 'CQ9电子' }));
    await waitFor(() =>
      expect(lastListCall()).toEqual({ pageNum: 1, pageSize: 100, category: 'DZ', channelCode: 'CQ9' }),
    );
    expect(tabs.seen).toEqual([{ index: 2, code: 'CQ9' }]);

    await user.click(screen.getByRole('tab', { name: '热门' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ channelCode: 'CQ9', tag: 'hot' }));
    await user.click(screen.getByRole('tab', { name: '最新' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'new' }));

    tabs.stop();
  });

  it('searches on the server, one debounced call per word, while the catalogue index is not in', async () => {
    // The index (whole catalogue, page by page) cannot load: pages after the first fail.
    answer(games.gameList, (payload) =>
      !payload.keyword && (payload.pageNum ?? 1) > 1
        ? fail(6005, '服务繁忙')
        : ok(
            pageAnswer(
              payload.keyword ? all.filter((g) => g.name.includes(payload.keyword ?? '')) : all,
              payload,
            ),
          ),
    );
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    await user.click(screen.getByRole('tab', { name: '最新' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ tag: 'new' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索游戏' }), '游戏12');
    await waitFor(() => expect(lastListCall()).toMatchObject({ keyword: '游戏12', tag: 'new' }));
    // One call for the whole word, not one per key.
    expect(callsTo(games.gameList).filter((c) => c.payload.keyword)).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    await waitFor(() => expect(lastListCall()).toMatchObject({ collected: true, keyword: '游戏12' }));
    expect(lastListCall()).not.toHaveProperty('tag');
  });

  it('searches the whole catalogue on the client once its index is in: no call per search', async () => {
    const mixed = all.map((g, i) => (i % 2 ? { ...g, channelCode: 'CQ9', providerName: 'CQ9电子' } : g));
    answer(games.gameList, (payload) => ok(pageAnswer(mixed, payload)));
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    const box = screen.getByRole('searchbox', { name: '搜索游戏' });
    await user.type(box, '游戏12');
    // The first keystroke fetched the catalogue once, in pages of 1,000.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共111款游戏'));
    expect(screen.getByText('游戏12')).toBeInTheDocument();
    expect(callsTo(games.gameList).filter((c) => c.payload.keyword)).toHaveLength(0);
    const indexCalls = callsTo(games.gameList).filter(
      (c) => c.payload.pageSize === games.GAME_INDEX_PAGE_SIZE,
    );
    expect(indexCalls.length).toBe(Math.ceil(all.length / games.GAME_INDEX_PAGE_SIZE));

    await user.type(box, '3');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共11款游戏'));
    expect(screen.getByText('游戏123')).toBeInTheDocument();
    // The provider tab filters the same matches: odd games are CQ9 here.
    await user.click(screen.getByRole('tab', { name: 'CQ9电子' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共5款游戏'));
    expect(screen.queryByText('游戏1231')).not.toBeInTheDocument();
    expect(screen.getByText('游戏1230')).toBeInTheDocument();
    // The code matches too (the server searches name and code), case-insensitively.
    await user.clear(box);
    await user.type(box, 'g3000');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('共1款游戏'));
    expect(screen.getByText('游戏3000')).toBeInTheDocument();
    expect(callsTo(games.gameList).filter((c) => c.payload.keyword)).toHaveLength(0);
  });

  it('honours egame_tab_index from the rest of the site', async () => {
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    act(() => bus.emit('egame_tab_index', { index: 1 }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'PG电子' })).toHaveAttribute('aria-selected', 'true'),
    );
    act(() => bus.emit('egame_tab_index', { index: 0, code: 'CQ9' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'CQ9电子' })).toHaveAttribute('aria-selected', 'true'),
    );
    await waitFor(() => expect(lastListCall()).toMatchObject({ channelCode: 'CQ9' }));
  });

  it('marks a provider in maintenance and says so when it is chosen', async () => {
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    const tab = await screen.findByRole('tab', { name: /PT电子/ });
    expect(within(tab).getByText('维护中')).toBeInTheDocument();
    await user.click(tab);
    expect(await screen.findByRole('note')).toHaveTextContent('PT电子正在升级维护');
  });

  it('gives a guest the login prompt for a game, and for the heart and the favourites filter', async () => {
    logOut();
    const user = userEvent.setup();
    const prompt = recordBus('show_login_prompt');
    renderPage(<EgameLobby kind="egame" />);
    await user.click(await screen.findByText('游戏1'));
    await user.click(screen.getByRole('button', { name: '收藏游戏2' }));
    await user.click(screen.getByRole('tab', { name: '我的收藏' }));
    expect(prompt.seen).toHaveLength(3);
    expect(callsTo(games.launch)).toHaveLength(0);
    expect(callsTo(games.addCollection)).toHaveLength(0);
    expect(screen.getByRole('tab', { name: '我的收藏' })).toHaveAttribute('aria-selected', 'false');
    prompt.stop();
  });

  it('toggles the heart for a member, and turns it back with the message when the call fails', async () => {
    const user = userEvent.setup();
    answer(games.addCollection, ok({ gameCode: 'G2', isCollected: true }));
    renderPage(<EgameLobby kind="egame" />);
    await user.click(await screen.findByRole('button', { name: '收藏游戏2' }));
    expect(await screen.findByRole('button', { name: '取消收藏游戏2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(callsTo(games.addCollection)[0]?.payload).toEqual({ gameCode: 'G2' });
    answer(games.addCollection, fail(6005, '收藏失败'));
    await user.click(screen.getByRole('button', { name: '收藏游戏3' }));
    expect(await screen.findByText('收藏失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '收藏游戏3' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('launches a game on click, and 6413 opens the transfer-in dialog with the message', async () => {
    const user = userEvent.setup();
    const transfer = recordBus('venue_transfer');
    answer(games.launch, fail(6413, '您还在PG电子的活动中，未达到流水要求不能转出'));
    renderPage(<EgameLobby kind="egame" />);
    await user.click(await screen.findByText('游戏1'));
    await waitFor(() =>
      expect(transfer.seen).toEqual([
        { channelCode: 'PG', message: '您还在PG电子的活动中，未达到流水要求不能转出' },
      ]),
    );
    expect(callsTo(games.launch)[0]?.payload).toEqual({ enName: 'PG', gameCode: 'G1' });
    transfer.stop();
  });

  it('says when a search finds nothing', async () => {
    const user = userEvent.setup();
    renderPage(<EgameLobby kind="egame" />);
    await screen.findByText('游戏1');
    await user.type(screen.getByRole('searchbox', { name: '搜索游戏' }), '不存在');
    expect(await screen.findByText('没有找到与“不存在”相关的游戏，换个关键词试试')).toBeInTheDocument();
  });

  it('shows hot and new badges on the cards', async () => {
    answer(games.gameList, (payload) => ok(pageAnswer([game(1, { tags: ['hot', 'new'] })], payload)));
    renderPage(<EgameLobby kind="egame" />);
    const card = (await screen.findByText('游戏1')).closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('热门')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('新游')).toBeInTheDocument();
  });
});
