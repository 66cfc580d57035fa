import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { sports } from '@site/shared/contract';
import { balanceAtom, oddsFormatAtom } from '@site/shared/session';
import { answer, ok, resetFakeApi } from '@site/shared/testing';
import { footballMatch, snapshotOf } from '../testing/matches';
import { renderPage } from '../testing/render';
import { PHONE_QUERY } from '../lib/use-phone';
import { SportPage } from './sport-page';

jest.setTimeout(20_000);
jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const matches = [
  footballMatch('1', '阿森纳', '切尔西'),
  footballMatch('2', '利物浦', '曼城', {
    isLive: true,
    gameStatus: 'live',
    se_now: '2H',
    re_time: 67 * 60,
    sc_FT_H: 2,
    sc_FT_C: 1,
  }),
  footballMatch('3', '热刺', '纽卡斯尔', {
    markets: [
      {
        marketId: '3:OU',
        w: 'OU',
        name: '大小',
        line: 2.75,
        suspended: false,
        maxStake: '5000',
        selections: [
          { id: '3:OU:O', r: 'O', name: '大', odds: 0.95 },
          { id: '3:OU:U', r: 'U', name: '小', odds: 0.9 },
        ],
      },
    ],
  }),
];

/** A screen `width` px wide, as the browser answers media queries (390: a phone). */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY ? width <= 767 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function show(width: number, format: 'H' | 'E' = 'H') {
  localStorage.clear();
  screenWidth(width);
  const store = createStore();
  store.set(balanceAtom, { center: 100_000, lock: 0, venueTotal: 0 });
  store.set(oddsFormatAtom, format);
  renderPage(<SportPage live={false} />, { store });
  await screen.findByTestId('odds-1:R:H', {}, { timeout: 8000 });
  return userEvent.setup();
}

// jsdom has no layout: the desktop table's own scroller needs a size to mount rows.
// The phone's cards scroll with the window: jsdom has no window.scrollTo.
beforeAll(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(900);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  resetFakeApi();
  answer(sports.snapshot, ok(snapshotOf(matches)));
  answer(sports.betRecordList, ok({ list: [], total: 0, pageNum: 1, pageSize: 20 }));
});

describe('the sportsbook on a phone (issue 28 item 5)', () => {
  it('at 390 px shows match cards with the main lines, not the table', async () => {
    await show(390);
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('article', { name: '阿森纳 VS 切尔西' });
    expect(within(card).getByText('英超')).toBeInTheDocument();
    expect(within(card).getByText('11-23 20:00')).toBeInTheDocument();
    // 1X2, 让球, 大小: each a row of odds buttons.
    expect(within(card).getByRole('group', { name: '独赢' })).toHaveTextContent('主2.20和3.30客3.50');
    expect(within(card).getByRole('group', { name: '让球' })).toHaveTextContent('-0.50.90+0.50.95');
    expect(within(card).getByRole('group', { name: '大小' })).toHaveTextContent('大 2.50.85小 2.51.00');
    // A live match: its clock and score.
    const live = screen.getByRole('article', { name: '利物浦 VS 曼城' });
    expect(within(live).getByTestId('clock-2')).toHaveTextContent("下半场67'");
    expect(within(live).getByTestId('teams-2')).toHaveTextContent('利物浦2曼城1');
    // The slip is not on the page, only its badge.
    expect(screen.queryByRole('region', { name: '投注单' })).toBeNull();
    expect(screen.getByRole('button', { name: '打开投注单，已选 0 项' })).toBeInTheDocument();
  });

  it('a tap on an odd selects it and bumps the badge; the badge opens the slip as a sheet', async () => {
    const user = await show(390, 'E');
    await user.click(screen.getByTestId('odds-3:OU:O'));
    expect(screen.getByTestId('odds-3:OU:O')).toHaveAttribute('aria-pressed', 'true');
    const badge = screen.getByRole('button', { name: '打开投注单，已选 1 项' });
    expect(within(badge).getByTestId('slip-count')).toHaveTextContent('1');
    expect(badge).toHaveTextContent('组合赔率 @1.95');

    await user.click(badge);
    const sheet = await screen.findByRole('dialog', { name: '投注单 (1)' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.contains(document.activeElement)).toBe(true);
    // The pick as the board prints it: the line 2.5/3 (never 2.75), odds in 欧洲盘.
    const item = within(sheet).getByRole('listitem', { name: /热刺 VS 纽卡斯尔/ });
    expect(item).toHaveTextContent('大 2.5/3@1.95');
    expect(item).toHaveTextContent('大小 · 热刺 VS 纽卡斯尔');
    expect(within(sheet).getByRole('region', { name: '我的注单' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByTestId('odds-1:M:H'));
    expect(screen.getByRole('button', { name: '打开投注单，已选 1 项' })).toBeInTheDocument();
  });

  it('at 1440 px keeps the desktop table and the slip beside it', async () => {
    await show(1440);
    expect(screen.getByRole('table', { name: '赛事列表' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('region', { name: '投注单' })).toBeInTheDocument();
    expect(screen.queryByTestId('slip-bar')).toBeNull();
  });
});
