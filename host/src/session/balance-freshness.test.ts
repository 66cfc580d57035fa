import { keepBalanceFresh } from './balance-freshness';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('keepBalanceFresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setVisibility('visible');
  });

  it('re-reads the balance on an interval while the tab is visible', () => {
    const refresh = jest.fn();
    const stop = keepBalanceFresh(refresh, 1000);
    jest.advanceTimersByTime(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops polling in a hidden tab and refreshes at once when the player comes back', () => {
    const refresh = jest.fn();
    const stop = keepBalanceFresh(refresh, 1000);
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    expect(refresh).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
