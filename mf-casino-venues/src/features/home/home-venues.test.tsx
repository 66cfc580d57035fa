import { screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import { HomeVenues } from './home-venues';

describe('the home page venue tiles', () => {
  it('link every category to its venues, each tile with its own drawn picture', () => {
    renderPage(<HomeVenues />);
    const section = screen.getByTestId('home-venues');
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/game/sport',
      '/game/realbet',
      '/game/egame',
      '/game/chess',
      '/game/fishing',
      '/game/gaming',
      '/game/lottery',
    ]);
    expect(within(links[0]!).getByText('体育赛事')).toBeInTheDocument();
    // A picture per tile (not the first character of its name as a watermark), hidden from readers.
    const pictures = links.map((a) => a.querySelector('svg[aria-hidden="true"]'));
    expect(pictures.every((svg) => svg !== null && svg.childElementCount > 1)).toBe(true);
    expect(new Set(pictures.map((svg) => svg?.innerHTML)).size).toBe(7);
  });
});
