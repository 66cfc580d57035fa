import { act, screen } from '@testing-library/react';
import { games } from '@site/shared/contract';
import { answer, callsTo, ok, resetFakeApi } from '@site/shared/testing';
import { renderPage } from '../../testing/render';
import { JackpotTicker, jackpotNow } from './jackpot-ticker';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

describe('jackpot ticker', () => {
  it('grows the total by the server rate since the server time', () => {
    expect(jackpotNow(100_00, 50, 1_000, 3_000)).toBe(101_00);
    expect(jackpotNow(100_00, 50, 3_000, 1_000)).toBe(100_00);
  });

  it('counts up to the pools total and keeps growing', async () => {
    jest.useFakeTimers();
    try {
      resetFakeApi();
      answer(
        games.getBonusPools,
        ok({ total: '1000000.00', growthPerSecond: '10.00', serverTime: Date.now(), list: [] }),
      );
      renderPage(<JackpotTicker category="DZ" />);
      await act(async () => {
        await Promise.resolve();
      });
      expect(callsTo(games.getBonusPools)[0]?.payload).toEqual({ category: 'DZ' });
      const figure = screen.getByTestId('jackpot');
      act(() => jest.advanceTimersByTime(500));
      const midway = Number(figure.textContent?.replace(/[^\d.]/g, ''));
      expect(midway).toBeGreaterThan(0);
      expect(midway).toBeLessThan(1_000_000);
      act(() => jest.advanceTimersByTime(2_000));
      const reached = Number(figure.textContent?.replace(/[^\d.]/g, ''));
      expect(reached).toBeGreaterThanOrEqual(1_000_000);
      act(() => jest.advanceTimersByTime(3_000));
      expect(Number(figure.textContent?.replace(/[^\d.]/g, ''))).toBeGreaterThan(reached);
    } finally {
      jest.useRealTimers();
    }
  });
});
