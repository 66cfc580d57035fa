import { screen } from '@testing-library/react';
import { siteQueryClient } from '@site/shared/api';
import { sports } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { SNAPSHOT_STALE_MS } from '../app/sport-page-reads';
import { footballMatch, snapshotOf } from '../testing/matches';
import { renderPage } from '../testing/render';
import LocalSportPage, { prefetch } from './local-sport-page';

jest.setTimeout(20_000);
jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const realWebSocket = window.WebSocket;
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(900);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  Object.defineProperty(window, 'WebSocket', { value: undefined, configurable: true });
});
afterAll(() => {
  jest.restoreAllMocks();
  Object.defineProperty(window, 'WebSocket', { value: realWebSocket, configurable: true });
});
beforeEach(() => {
  resetFakeApi();
  answer(sports.snapshot, ok(snapshotOf([footballMatch('1', '阿森纳', '切尔西')])));
  answer(sports.betRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
});

const target = (query = '') => ({
  props: {},
  params: { enName: 'crty' },
  search: new URLSearchParams(query),
});

describe('the sports board on intent (issue 31)', () => {
  it('prefetches exactly the snapshot the board asks for, and the board then makes no second call', async () => {
    await prefetch(target());
    expect(callsTo(sports.snapshot).map((c) => c.payload)).toEqual([{ sportType: 'FT', marketType: 'FT' }]);
    renderPage(<LocalSportPage />, { path: '/game/sport/crty' });
    expect(await screen.findByTestId('odds-1:R:H')).toBeInTheDocument();
    expect(callsTo(sports.snapshot)).toHaveLength(1);
  });

  it('prefetches the board a home widget link opens (its sport and market)', async () => {
    await prefetch(target('game=1&sport=BK&market=RB'));
    expect(callsTo(sports.snapshot).map((c) => c.payload)).toEqual([{ sportType: 'ALL', marketType: 'RB' }]);
  });

  it('a snapshot older than its staleTime is asked for again (odds move)', async () => {
    await prefetch(target());
    const [query] = siteQueryClient.getQueryCache().findAll({ queryKey: ['api', sports.snapshot.path] });
    // The prefetched answer aged past the board's staleTime before the click.
    query?.setState({ dataUpdatedAt: Date.now() - SNAPSHOT_STALE_MS - 1 });
    await prefetch(target());
    expect(callsTo(sports.snapshot)).toHaveLength(2);
  });
});
