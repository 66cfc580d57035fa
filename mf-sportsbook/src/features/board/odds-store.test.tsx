import { act, screen } from '@testing-library/react';
import { footballMatch } from '../../testing/matches';
import { renderPage } from '../../testing/render';
import { MatchRow } from './match-row';
import { FLASH_MS, OddsStore } from '../../lib/odds/odds-store';
import { OddsStoreContext } from '../../lib/odds/use-odds';

const match = footballMatch('1', '阿森纳', '切尔西');
const delta = (odds: number) => ({
  markets: [
    {
      gameId: '1',
      marketId: '1:R',
      line: -0.5,
      suspended: false,
      selections: [
        { id: '1:R:H', odds },
        { id: '1:R:C', odds: 0.95 },
      ],
    },
  ],
  scores: [],
});

function manualStore(now = { value: 1_000 }) {
  const frames: (() => void)[] = [];
  const store = new OddsStore({ now: () => now.value, schedule: (f) => frames.push(f) });
  store.load([match]);
  return { store, frames, now };
}

describe('live odds store', () => {
  it('collapses a burst into one change per cell per frame and tells only that cell', () => {
    const { store, frames } = manualStore();
    const home = jest.fn();
    const away = jest.fn();
    store.subscribe('1:R:H', home);
    store.subscribe('1:R:C', away);
    store.push(delta(0.92));
    store.push(delta(0.93));
    store.push(delta(0.97));
    expect(home).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(home).toHaveBeenCalledTimes(1);
    expect(away).not.toHaveBeenCalled();
    expect(store.cell('1:R:H')).toMatchObject({ odds: 0.97, dir: 'up' });
  });

  it('without batching (the baseline) applies every delta at once', () => {
    const store = new OddsStore({ batch: false });
    store.load([match]);
    const home = jest.fn();
    store.subscribe('1:R:H', home);
    store.push(delta(0.8));
    store.push(delta(0.81));
    expect(home).toHaveBeenCalledTimes(2);
    store.dispose();
  });

  it('a delta batch updates one cell on the board and shows the fall, then the flash ends', () => {
    const { store, frames, now } = manualStore();
    const renders = jest.fn();
    renderPage(
      <OddsStoreContext.Provider value={store}>
        <MatchRow match={match} format="H" picked={new Set()} onPick={renders} />
      </OddsStoreContext.Provider>,
    );
    const home = screen.getByTestId('odds-1:R:H');
    const away = screen.getByTestId('odds-1:R:C');
    expect(home).toHaveTextContent('0.90');
    act(() => {
      store.push(delta(0.84));
      frames.shift()?.();
    });
    expect(home).toHaveTextContent('0.84');
    expect(home).toHaveAttribute('data-trend', 'down');
    expect(screen.getByRole('img', { name: '赔率下降' })).toBeInTheDocument();
    expect(away).not.toHaveAttribute('data-trend');
    act(() => {
      now.value += FLASH_MS;
      store.sweep();
    });
    expect(home).not.toHaveAttribute('data-trend');
    expect(screen.queryByRole('img', { name: '赔率下降' })).not.toBeInTheDocument();
    act(() => {
      store.push(delta(0.99));
      frames.shift()?.();
    });
    expect(screen.getByRole('img', { name: '赔率上升' })).toBeInTheDocument();
    store.dispose();
  });
});
