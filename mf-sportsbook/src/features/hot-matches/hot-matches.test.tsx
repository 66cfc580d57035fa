import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type * as Rx from 'rxjs';
import { sports } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { HotMatches } from './hot-matches';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
// The site socket, faked: the test pushes deltas and reads what the widget subscribed to.
jest.mock('../../lib/live/sports-socket', () => {
  const rx = jest.requireActual<typeof Rx>('rxjs');
  const feed = { deltas: new rx.Subject<unknown>(), subscribed: [] as unknown[] };
  class SportsSocket {
    state$ = new rx.BehaviorSubject('open');
    connect(): void {}
    close(): void {}
    subscribe(filter: unknown): void {
      feed.subscribed.push(filter);
    }
    deltas$() {
      return feed.deltas;
    }
    tickets$() {
      return new rx.Subject();
    }
    settled$() {
      return new rx.Subject();
    }
  }
  return { SportsSocket, feed };
});
const { feed } = jest.requireMock<{ feed: { deltas: Rx.Subject<sports.DeltaBatch>; subscribed: unknown[] } }>(
  '../../lib/live/sports-socket',
);

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function show() {
  renderPage(
    <Routes>
      <Route path="/home" element={<HotMatches />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/home' },
  );
}

const live = footballMatch('1', '阿森纳', '切尔西', {
  isLive: true,
  gameStatus: 'live',
  se_now: '2H',
  re_time: 3000,
  sc_FT_H: 2,
  sc_FT_C: 1,
});
const list = ok({ simulated: true, version: 1, matches: [live, footballMatch('2', '利物浦', '曼城')] });

const batch = (part: Partial<sports.DeltaBatch>): sports.DeltaBatch => ({
  version: 2,
  serverTime: Date.now(),
  markets: [],
  scores: [],
  started: [],
  closed: [],
  ...part,
});

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  feed.subscribed.length = 0;
});

describe('hot matches widget', () => {
  it('shows in-play scores with the clock and the main odds; the match opens the CRTY page at that match', async () => {
    answer(sports.hotMatches, list);
    show();
    const match = await screen.findByRole('link', { name: '阿森纳 VS 切尔西' });
    expect(match).toHaveTextContent('阿森纳 2-1 切尔西');
    expect(match).toHaveTextContent("滚球中 下半场 50'");
    // 1X2 in decimal, as Chinese books print it (HK 1.20 = 2.20).
    expect(screen.getByTestId('hot-odds-1:M:H')).toHaveTextContent('2.20');
    // 1X2 picks print 主 / 和 / 客 (the title names the teams); the button's name keeps the team.
    expect(screen.getByTestId('hot-odds-1:M:H')).toHaveTextContent(/^主/);
    expect(screen.getByTestId('hot-odds-1:M:H')).toHaveAccessibleName(/^阿森纳/);
    expect(screen.getByRole('link', { name: '利物浦 VS 曼城' })).toHaveTextContent('11-23 20:00');
    await userEvent.setup().click(match);
    expect(screen.getByTestId('where')).toHaveTextContent('/game/sport/crty?game=1&sport=FT&market=FT');
  });

  it('an odds click opens the sportsbook with that selection for the slip (issue 15 item 7)', async () => {
    answer(sports.hotMatches, list);
    show();
    await userEvent.setup().click(await screen.findByTestId('hot-odds-2:M:C'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/game/sport/crty?game=2&pick=2%3AM%3AC&sport=FT&market=FT',
    );
  });

  it('subscribes to its matches: pushed odds and scores show without polling, a finished match reloads the list', async () => {
    answer(sports.hotMatches, list);
    show();
    await screen.findByTestId('hot-odds-1:M:H');
    await waitFor(() => expect(feed.subscribed).toContainEqual({ sportType: 'ALL', gameIds: ['1', '2'] }));
    const market = live.markets.find((m) => m.w === 'M');
    act(() =>
      feed.deltas.next(
        batch({
          markets: [
            {
              gameId: '1',
              marketId: market?.marketId ?? '',
              line: null,
              suspended: false,
              selections: (market?.selections ?? []).map((s) => ({
                id: s.id,
                odds: s.r === 'H' ? 2 : s.odds,
              })),
            },
          ],
          scores: [{ ...live, sc_FT_H: 3 }],
        }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('hot-odds-1:M:H')).toHaveTextContent('3.00'));
    expect(screen.getByRole('link', { name: '阿森纳 VS 切尔西' })).toHaveTextContent('阿森纳 3-1 切尔西');
    expect(callsTo(sports.hotMatches)).toHaveLength(1);
    act(() => feed.deltas.next(batch({ closed: ['1'] })));
    await waitFor(() => expect(callsTo(sports.hotMatches)).toHaveLength(2));
  });

  it('offers a retry when the list cannot load', async () => {
    answer(sports.hotMatches, fail(6005, '服务开小差了'));
    show();
    expect(await screen.findByText('热门赛事加载失败')).toBeInTheDocument();
    answer(sports.hotMatches, ok({ simulated: true, version: 1, matches: [] }));
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无热门赛事')).toBeInTheDocument();
  });
});
