import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { games } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { game, logIn, logOut, pageAnswer, setBrand } from '../../testing/fixtures';
import { recordBus, renderPage } from '../../testing/render';
import { HotGames } from './hot-games';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const hot = [
  game(1, { name: '麻将胡了', tags: ['hot'] }),
  game(2, { name: '赏金船长', tags: ['hot'], channelCode: 'CQ9' }),
];

beforeEach(() => {
  resetFakeApi();
  setBrand(1);
  answer(games.gameList, (payload) => ok(pageAnswer(hot, payload)));
});

describe('home hot games', () => {
  it('lists the hot games of gameList and launches one on click', async () => {
    logIn();
    const user = userEvent.setup();
    answer(
      games.launch,
      ok({
        url: 'https://demo.test/slot?token=t',
        form: 'url',
        embedded: true,
        channelCode: 'CQ9',
        gameCode: 'G2',
        autoTransferred: '0.00',
        venueBalance: '0.00',
      }),
    );
    renderPage(<HotGames />, { path: '/home' });
    expect(await screen.findByRole('heading', { name: '热门游戏' })).toBeInTheDocument();
    await user.click(await screen.findByText('赏金船长'));
    expect(callsTo(games.gameList)[0]?.payload).toEqual({
      pageNum: 1,
      pageSize: 12,
      category: 'DZ',
      tag: 'hot',
    });
    expect(callsTo(games.launch)[0]?.payload).toEqual({ enName: 'CQ9', gameCode: 'G2' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game/https'));
  });

  it('gives a guest the login prompt', async () => {
    logOut();
    const prompt = recordBus('show_login_prompt');
    renderPage(<HotGames />);
    await userEvent.setup().click(await screen.findByText('麻将胡了'));
    expect(prompt.seen).toHaveLength(1);
    expect(callsTo(games.launch)).toHaveLength(0);
    prompt.stop();
  });
});
