import { screen, waitFor } from '@testing-library/react';
import { sports } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { footballMatch, snapshotOf } from '../testing/matches';
import { renderPage } from '../testing/render';
import LocalSportPage from './local-sport-page';

jest.setTimeout(20_000);
jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const fetchMock = jest.fn<Promise<{ ok: boolean }>, [string]>();
const realWebSocket = window.WebSocket;

beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(900);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  Object.assign(globalThis, { fetch: fetchMock });
  // No live socket in a unit test: the page then stays on its snapshot.
  Object.defineProperty(window, 'WebSocket', { value: undefined, configurable: true });
});
afterAll(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'WebSocket', { value: realWebSocket, configurable: true });
});
beforeEach(() => {
  resetFakeApi();
  fetchMock.mockReset();
  answer(sports.snapshot, ok(snapshotOf([footballMatch('1', '阿森纳', '切尔西')])));
  answer(sports.betRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
});

const path = '/game/sport/crty?feed=synthetic&matches=5&rate=10';

describe('?feed=synthetic (the render test board)', () => {
  it('is ignored where the server does not allow it (production): the real board shows', async () => {
    fetchMock.mockResolvedValue({ ok: false });
    renderPage(<LocalSportPage />, { path });
    expect(await screen.findByTestId('odds-1:R:H', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/dev/sports/synthetic', expect.anything());
    expect(screen.queryByTestId('odds-S0:R:H')).toBeNull();
  });

  it('replaces the board with the made-up one where the server allows it (e2e)', async () => {
    fetchMock.mockResolvedValue({ ok: true });
    renderPage(<LocalSportPage />, { path });
    expect(await screen.findByTestId('odds-S0:R:H', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(sports.snapshot)).toHaveLength(0));
  });
});
