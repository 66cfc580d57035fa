import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sports } from '@site/shared/contract';
import { answer, ok, resetFakeApi } from '@site/shared/testing';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { MatchMarkets } from './match-markets';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const match = footballMatch('7', '利物浦', '曼城');
const more = (
  w: sports.MorePlayType,
  name: string,
  line: number | null,
  sel: [string, string, number][],
) => ({
  marketId: `7:${w}`,
  w,
  name,
  line,
  suspended: false,
  maxStake: '50000.00',
  selections: sel.map(([r, n, odds]) => ({ id: `7:${w}:${r}`, r, name: n, odds })),
});

afterEach(() => resetFakeApi());

it('shows 更多玩法 under their Chinese names, live in the odds store, each cell pickable', async () => {
  answer(
    sports.matchDetail,
    ok({
      simulated: true,
      version: 1,
      match,
      moreMarkets: [
        more('CS', '波胆', null, [
          ['S10', '1-0', 6.5],
          ['S21', '2-1', 8.2],
        ]),
        more('CR', '角球让球', -1.5, [
          ['H', '利物浦', 0.9],
          ['C', '曼城', 0.92],
        ]),
        more('HTFT', '半场/全场', null, [['HH', '主/主', 1.9]]),
      ],
      timeline: [],
      liveUrl: null,
    }),
  );
  const onPick = jest.fn();
  const onMoreMarkets = jest.fn();
  renderPage(
    <MatchMarkets
      match={match}
      format="H"
      picked={new Set()}
      onPick={onPick}
      onClose={() => undefined}
      onMoreMarkets={onMoreMarkets}
    />,
  );
  const score = await screen.findByRole('region', { name: '波胆' });
  const cell = await within(score).findByRole('button', { name: /利物浦 VS 曼城 波胆 2-1 8\.2/ });
  await userEvent.setup().click(cell);
  expect(onPick).toHaveBeenCalledWith('7:CS:S21');
  const corners = screen.getByRole('region', { name: '角球让球' });
  expect(within(corners).getByRole('button', { name: /曼城 \+1\.5/ })).toBeEnabled();
  expect(screen.getByRole('region', { name: '半场/全场' })).toHaveTextContent('主/主');
  expect(onMoreMarkets).toHaveBeenCalledWith(
    match,
    expect.arrayContaining([expect.objectContaining({ w: 'CS' })]),
  );
});
