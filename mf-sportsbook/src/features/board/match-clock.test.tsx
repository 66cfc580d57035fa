import { screen } from '@testing-library/react';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { clockView, scoreText } from '../../lib/match-clock';
import { MatchStatus } from './match-row';

const live = { isLive: true, gameStatus: 'live' as const };

describe('live clock and score (SPEC §9)', () => {
  it('basketball: mm:ss from the seconds counter and the quarter in Chinese', () => {
    expect(clockView('BK', footballMatch('b', 'A', 'B', { ...live, se_now: 'Q4', re_time: 125 }))).toEqual({
      period: '第四节',
      clock: '02:05',
      overtime: false,
    });
  });

  it('basketball: overtime when the quarter label has OT', () => {
    const view = clockView('BK', footballMatch('b', 'A', 'B', { ...live, se_now: 'OT', re_time: 300 }));
    expect(view).toMatchObject({ period: '加时', clock: '05:00', overtime: true });
  });

  it('baseball: extra innings from the 9th', () => {
    expect(
      clockView('BS', footballMatch('s', 'A', 'B', { ...live, se_now: 'I8B', inningNum: 8 })).overtime,
    ).toBe(false);
    const ninth = clockView('BS', footballMatch('s', 'A', 'B', { ...live, se_now: 'I9T', inningNum: 9 }));
    expect(ninth).toMatchObject({ period: '第9局上半', overtime: true });
  });

  it('football: half-time in Chinese, else the half and the minute', () => {
    expect(
      clockView('FT', footballMatch('f', 'A', 'B', { ...live, se_now: '1H', HalfTime: true })).period,
    ).toBe('中场休息');
    expect(
      clockView('FT', footballMatch('f', 'A', 'B', { ...live, se_now: '2H', re_time: 3725 })),
    ).toMatchObject({
      period: '下半场',
      clock: "62'",
    });
  });

  it('tennis shows sets and the games of the current set', () => {
    const m = footballMatch('t', 'A', 'B', { ...live, sc_set_H: 1, sc_set_A: 0, sc_game_H: 3, sc_game_A: 4 });
    expect(scoreText('TN', m)).toEqual({ main: '1-0', detail: '(3-4)' });
  });

  it('renders a live basketball clock with its overtime badge', () => {
    const match = footballMatch('b1', '湖人', '勇士', {
      ...live,
      sportType: 'BK',
      se_now: '2OT',
      re_time: 61,
    });
    renderPage(<MatchStatus match={match} />);
    const clock = screen.getByTestId('clock-b1');
    expect(clock).toHaveTextContent('第二个加时');
    expect(clock).toHaveTextContent('01:01');
    expect(clock).toHaveTextContent('加时');
  });
});
