import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { MatchBoard } from './match-board';

const many = Array.from({ length: 1000 }, (_, i) => footballMatch(String(i), `主队${i}`, `客队${i}`));

// jsdom has no layout: give every element the size of a 900 px high board.
beforeAll(() => {
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(900);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterAll(() => jest.restoreAllMocks());

describe('match board', () => {
  it('mounts only the rows in view of a 1,000-match board', async () => {
    renderPage(<MatchBoard matches={many} format="H" picked={new Set()} onPick={() => undefined} />);
    expect(await screen.findByRole('row', { name: '主队0 VS 客队0' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').length;
    expect(rows).toBeLessThan(40);
    expect(screen.queryByRole('row', { name: '主队999 VS 客队999' })).not.toBeInTheDocument();
  });

  it('the baseline mounts every row', () => {
    renderPage(
      <MatchBoard
        matches={many.slice(0, 200)}
        format="H"
        picked={new Set()}
        onPick={() => undefined}
        virtual={false}
      />,
    );
    expect(screen.getByRole('row', { name: '主队199 VS 客队199' })).toBeInTheDocument();
  });

  it('groups matches under their league header', async () => {
    const other = { ...footballMatch('x', '皇马', '巴萨'), leagueId: 'LIGA', leagueName: '西甲' };
    renderPage(
      <MatchBoard
        matches={[...many.slice(0, 2), other]}
        format="H"
        picked={new Set()}
        onPick={() => undefined}
      />,
    );
    const rows = (await screen.findAllByRole('row')).map((r) => r.getAttribute('aria-label'));
    expect(rows.slice(1)).toEqual(['英超', '主队0 VS 客队0', '主队1 VS 客队1', '西甲', '皇马 VS 巴萨']);
    expect(screen.getByRole('row', { name: '英超' })).toHaveTextContent('2场');
  });

  it('brings a linked match far down the board into view, highlighted', async () => {
    renderPage(
      <MatchBoard matches={many} format="H" picked={new Set()} onPick={() => undefined} focusGameId="900" />,
    );
    const row = await screen.findByRole('row', { name: '主队900 VS 客队900' });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('row', { name: '主队0 VS 客队0' })).not.toBeInTheDocument();
  });

  it('offers every market of a match behind +N 更多玩法', async () => {
    const onMore = jest.fn();
    renderPage(
      <MatchBoard
        matches={many.slice(0, 3)}
        format="H"
        picked={new Set()}
        onPick={() => undefined}
        onMore={onMore}
      />,
    );
    const row = await screen.findByRole('row', { name: '主队1 VS 客队1' });
    await userEvent.setup().click(within(row).getByRole('button', { name: '+3 更多玩法' }));
    expect(onMore).toHaveBeenCalledWith('1');
  });
});
