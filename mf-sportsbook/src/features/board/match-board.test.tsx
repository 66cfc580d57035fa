import { screen } from '@testing-library/react';
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
});
