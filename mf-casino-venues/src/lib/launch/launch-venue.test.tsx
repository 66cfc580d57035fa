import { act, screen } from '@testing-library/react';
import { games } from '@site/shared/contract';
import { answer, callsTo, fail, networkDown, ok, resetFakeApi } from '@site/shared/testing';
import { logIn, logOut } from '../../testing/fixtures';
import { recordBus, renderPage } from '../../testing/render';
import type { LaunchEnv, OpenedWindow } from './launch-env';
import { readEmbeddedVenue, readSlotContent } from './launch-handoff';
import { launchVenue } from './launch-venue';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

function fakeWindow(): OpenedWindow & { replaced: string[] } {
  const w = {
    replaced: [] as string[],
    closed: false,
    opener: {} as unknown,
    location: { replace: (url: string) => void w.replaced.push(url) },
    close: () => {
      w.closed = true;
    },
  };
  return w;
}

function env(embedded: boolean, opens: (OpenedWindow | null)[] = []) {
  const navigated: string[] = [];
  const opened: string[] = [];
  const e: LaunchEnv = {
    navigate: (path) => void navigated.push(path),
    openWindow: (url) => {
      opened.push(url);
      return opens.shift() ?? null;
    },
    embeddedGames: () => embedded,
    origin: () => 'https://site.test',
  };
  return { env: e, navigated, opened };
}

const launchAnswer = (url: string, extra: Partial<{ embedded: boolean }> = {}) =>
  ok({
    url,
    form: 'url',
    embedded: true,
    channelCode: 'PG',
    gameCode: 'G1',
    autoTransferred: '0.00',
    venueBalance: '10.00',
    ...extra,
  });

beforeEach(() => {
  resetFakeApi();
  sessionStorage.clear();
  logIn();
});

describe('launchVenue', () => {
  it('gives a guest the login prompt and calls nothing', async () => {
    logOut();
    const prompt = recordBus('show_login_prompt');
    const { env: e } = env(true);
    await expect(launchVenue({ enName: 'PG', gameCode: 'G1' }, e)).resolves.toBe('guest');
    expect(prompt.seen).toHaveLength(1);
    expect(callsTo(games.launch)).toHaveLength(0);
    prompt.stop();
  });

  it('embeds a full link, remembers its venue and refreshes the balance', async () => {
    const refresh = recordBus('refresh_balance');
    answer(games.launch, launchAnswer('https://demo.test/slot?token=abc'));
    const { env: e, navigated, opened } = env(true);
    await expect(launchVenue({ enName: 'PG', gameCode: 'G1' }, e)).resolves.toBe('launched');
    expect(callsTo(games.launch)[0]?.payload).toEqual({ enName: 'PG', gameCode: 'G1' });
    expect(navigated).toEqual([`/game/${encodeURIComponent('https://demo.test/slot?token=abc')}`]);
    expect(opened).toEqual([]);
    expect(readEmbeddedVenue('https://demo.test/slot?token=abc')?.enName).toBe('PG');
    expect(refresh.seen).toHaveLength(1);
    refresh.stop();
  });

  it('navigates to the game page without the launch code, and the game page finds the full link', async () => {
    const full = 'https://demo.test/demo/slot?code=c0de&site=1001';
    answer(games.launch, launchAnswer(full));
    const { env: e, navigated } = env(true);
    await launchVenue({ enName: 'CQ9', gameCode: 'G1' }, e);
    expect(navigated).toEqual([`/game/${encodeURIComponent('https://demo.test/demo/slot?site=1001')}`]);
    expect(navigated[0]).not.toContain('c0de');
    expect(readEmbeddedVenue('https://demo.test/demo/slot?site=1001')).toEqual({ enName: 'CQ9', url: full });
  });

  it('opens the /loading window at click time when embedding is off, then sends it to the game', async () => {
    const win = fakeWindow();
    answer(games.launch, launchAnswer('https://demo.test/live'));
    const { env: e, opened, navigated } = env(false, [win]);
    await launchVenue({ enName: 'PG' }, e);
    expect(opened).toEqual(['/loading']);
    expect(win.replaced).toEqual(['https://demo.test/live']);
    expect(win.opener).toBeNull();
    expect(navigated).toEqual([]);
  });

  it('opens an exempt venue in a window even with embedding on, and a slash url on the site origin', async () => {
    answer(games.launch, launchAnswer('/demo/lobby?token=1'));
    const { env: e, opened } = env(true, [null]);
    await launchVenue({ enName: 'KY' }, e);
    expect(opened).toEqual([`/loading?url=${encodeURIComponent('https://site.test/demo/lobby?token=1')}`]);
    const win = fakeWindow();
    answer(games.launch, launchAnswer('https://live.test/table'));
    const second = env(true, [win]);
    await launchVenue({ enName: 'EVO' }, second.env);
    expect(second.opened).toEqual(['/loading']);
    expect(win.replaced).toEqual(['https://live.test/table']);
  });

  it('hands game content to the slot host page and closes a window it no longer needs', async () => {
    const win = fakeWindow();
    answer(games.launch, launchAnswer('<html><body>PG slot</body></html>'));
    const { env: e, navigated } = env(false, [win]);
    await launchVenue({ enName: 'PG', gameCode: 'G1', gameName: '麻将胡了' }, e);
    expect(navigated).toEqual(['/pg/game']);
    expect(readSlotContent()?.content).toBe('<html><body>PG slot</body></html>');
    // The slot host page is titled (and its tab named) after the game.
    expect(readSlotContent()?.gameName).toBe('麻将胡了');
    expect(win.closed).toBe(true);
  });

  it('stores CRTY data and goes to the local sports page', async () => {
    answer(games.launch, launchAnswer('/game/sport/crty'));
    const { env: e, navigated, opened } = env(false);
    await launchVenue({ enName: 'CRTY' }, e);
    expect(opened).toEqual([]);
    expect(navigated).toEqual(['/game/sport/crty']);
    expect(JSON.parse(sessionStorage.getItem('crtyVenueData') ?? '{}')).toMatchObject({
      enName: 'CRTY',
      url: '/game/sport/crty',
    });
  });

  it('6413 opens the transfer-in dialog with the server message', async () => {
    const transfer = recordBus('venue_transfer');
    answer(games.launch, fail(6413, '您还在PG电子的活动中，未达到流水要求不能转出'));
    const { env: e } = env(true);
    await expect(launchVenue({ enName: 'PG', gameCode: 'G1', isActivity: true }, e)).resolves.toBe('failed');
    expect(transfer.seen).toEqual([
      { channelCode: 'PG', message: '您还在PG电子的活动中，未达到流水要求不能转出', isActivity: true },
    ]);
    transfer.stop();
  });

  it('shows the server message on other failures, and 请先登录后了解更多 when the sport venue fails', async () => {
    renderPage(<div />);
    const { env: e } = env(true);
    answer(games.launch, fail(6005, '游戏服务暂不可用'));
    await act(() => launchVenue({ enName: 'PG' }, e));
    expect(await screen.findByText('游戏服务暂不可用')).toBeInTheDocument();
    answer(games.launch, fail(6005, '体育服务暂不可用'));
    await act(() => launchVenue({ enName: 'CRTY' }, e));
    expect(await screen.findByText('请先登录后了解更多')).toBeInTheDocument();
    answer(games.launch, fail(6415, 'PG电子维护中，请稍后再试'));
    await act(() => launchVenue({ enName: 'PG' }, e));
    expect(await screen.findByText('PG电子维护中，请稍后再试')).toBeInTheDocument();
    answer(games.launch, networkDown());
    await act(() => launchVenue({ enName: 'JDB' }, e));
    expect(await screen.findByText('服务开小差了，请稍后再试')).toBeInTheDocument();
  });

  it('launches once while a launch is in flight', async () => {
    answer(games.launch, launchAnswer('https://demo.test/slot'));
    const { env: e } = env(true);
    const first = launchVenue({ enName: 'PG', gameCode: 'G1' }, e);
    await expect(launchVenue({ enName: 'PG', gameCode: 'G1' }, e)).resolves.toBe('busy');
    await expect(first).resolves.toBe('launched');
    expect(callsTo(games.launch)).toHaveLength(1);
  });
});
