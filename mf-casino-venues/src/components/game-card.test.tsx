import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { game } from '../testing/fixtures';
import { renderPage } from '../testing/render';
import { GameCard, GameCardSkeleton, gameCardStyles } from './game-card';

/** The list around the cards carries their styles, as the lobby grid and the hot games row do. */
const List = styled.div`
  ${gameCardStyles}
`;

describe('game card', () => {
  it('is plain elements with static class names: the styles come once from the list around it', () => {
    renderPage(
      <List>
        <GameCard game={game(1, { tags: ['hot'] })} launching={false} onLaunch={() => undefined} />
        <GameCard game={game(2, { tags: ['hot'] })} launching={false} onLaunch={() => undefined} />
      </List>,
    );
    const [first, second] = screen.getAllByTestId('game-card');
    expect(first).toHaveClass('gc-card');
    // No per-card generated class: two cards share exactly the same class list.
    expect(first?.className).toBe(second?.className);
    expect(first?.querySelector('button')?.className).toBe('gc-play');
  });

  it('names the game, shows its badges only when tagged, and launches on click', async () => {
    const user = userEvent.setup();
    const onLaunch = jest.fn();
    renderPage(
      <List>
        <GameCard game={game(1, { tags: ['hot', 'new'] })} launching={false} onLaunch={onLaunch} />
        <GameCard game={game(2)} launching={false} onLaunch={onLaunch} />
      </List>,
    );
    const [tagged, plain] = screen.getAllByTestId('game-card') as [HTMLElement, HTMLElement];
    expect(within(tagged).getByText('热门')).toHaveClass('gc-mark', 'gc-hot');
    expect(within(tagged).getByText('新游')).toHaveClass('gc-mark');
    // An untagged card has no badge.
    expect(plain.querySelector('.gc-mark')).toBeNull();
    expect(within(plain).getByRole('button', { name: /游戏2/ })).toHaveAttribute('title', '返还率 96.50%');
    await user.click(within(plain).getByText('游戏2'));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'G2' }));
  });

  it('has a heart button with its state and name when favourites are offered, and a busy veil', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    renderPage(
      <List>
        <GameCard
          game={game(1, { isCollected: true })}
          launching
          onLaunch={() => undefined}
          onToggleCollect={onToggle}
        />
        <GameCard game={game(2)} launching={false} onLaunch={() => undefined} />
      </List>,
    );
    const heart = screen.getByRole('button', { name: '取消收藏游戏1' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'G1' }));
    expect(screen.queryByRole('button', { name: /收藏游戏2/ })).not.toBeInTheDocument();
    const [busy, idle] = screen.getAllByTestId('game-card') as [HTMLElement, HTMLElement];
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('.gc-busy')).not.toBeNull();
    expect(idle.querySelector('.gc-busy')).toBeNull();
  });

  it("shows its cell of the row's picture strip instead of loading a picture of its own", () => {
    const strip = '/media/games/strip.png?codes=G1,G2,G3';
    renderPage(
      <List>
        {[1, 2, 3].map((n, cell) => (
          <GameCard
            key={n}
            game={game(n)}
            launching={false}
            onLaunch={() => undefined}
            strip={strip}
            stripCell={cell}
            stripCells={3}
          />
        ))}
        <GameCard game={game(4)} launching={false} onLaunch={() => undefined} />
      </List>,
    );
    const cards = screen.getAllByTestId('game-card');
    const pictures = cards.slice(0, 3).map((card) => card.querySelector<HTMLElement>('.gc-picture'));
    expect(pictures.map((p) => p?.style.backgroundImage)).toEqual(Array(3).fill(`url("${strip}")`));
    expect(pictures.map((p) => p?.style.backgroundSize)).toEqual(Array(3).fill('300% 100%'));
    // Left, middle and right third of the strip.
    expect(pictures.map((p) => p?.style.backgroundPosition)).toEqual(['0% 0px', '50% 0px', '100% 0px']);
    expect(cards[0]?.querySelector('img')).toBeNull();
    // Without a strip the card loads its own picture.
    expect(cards[3]?.querySelector('img')).toHaveAttribute('src', '/img/g4.svg');
  });

  it('keeps the skeleton out of the accessibility tree', () => {
    const { container } = renderPage(
      <List>
        <GameCardSkeleton />
      </List>,
    );
    expect(container.querySelector('.gc-card')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('game-card')).not.toBeInTheDocument();
  });
});
