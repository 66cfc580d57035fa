import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { sports } from '@site/shared/contract';
import { answer, fail, ok, resetFakeApi } from '../../testing/fake-api';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { HotMatches } from './hot-matches';

jest.mock('@site/shared/api', () => jest.requireActual('../../testing/fake-api').fakeApiModule());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
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

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
});

describe('hot matches widget', () => {
  it('shows in-play scores with the clock and the main odds; a click opens the CRTY page', async () => {
    const live = footballMatch('1', '阿森纳', '切尔西', {
      isLive: true,
      gameStatus: 'live',
      se_now: '2H',
      re_time: 3000,
      sc_FT_H: 2,
      sc_FT_C: 1,
    });
    answer(
      sports.hotMatches,
      ok({ simulated: true, version: 1, matches: [live, footballMatch('2', '利物浦', '曼城')] }),
    );
    show();
    const match = await screen.findByRole('link', { name: '阿森纳 VS 切尔西' });
    expect(match).toHaveTextContent('阿森纳 2-1 切尔西');
    expect(match).toHaveTextContent("滚球中 下半场 50'");
    // 1X2 in decimal, as Chinese books print it (HK 1.20 = 2.20).
    expect(match).toHaveTextContent('主2.20');
    expect(screen.getByRole('link', { name: '利物浦 VS 曼城' })).toHaveTextContent('11-23 20:00');
    await userEvent.setup().click(match);
    expect(screen.getByTestId('where')).toHaveTextContent('/game/sport/crty');
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
