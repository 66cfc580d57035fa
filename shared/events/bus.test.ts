import { EventBus } from './index';

describe('EventBus', () => {
  it('delivers typed payloads to every listener of that event only', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const a = bus.on('toast', (p) => seen.push(`a:${p.message}`));
    bus.on('refresh_balance', () => seen.push('balance'));
    bus.emit('toast', { kind: 'info', message: 'hi' });
    a.unsubscribe();
    bus.emit('toast', { kind: 'info', message: 'gone' });
    expect(seen).toEqual(['a:hi']);
  });

  it('hands a held event to the first late listener, once', () => {
    jest.useFakeTimers();
    const bus = new EventBus(new Set(['login']), 1000);
    bus.emit('login');
    const first = jest.fn();
    const second = jest.fn();
    bus.on('login', first);
    bus.on('login', second);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('does not hold events somebody heard, nor events past the hold time', () => {
    jest.useFakeTimers();
    const bus = new EventBus(new Set(['login', 'register']), 1000);
    const early = bus.on('login', () => undefined);
    bus.emit('login');
    early.unsubscribe();
    const late = jest.fn();
    bus.on('login', late);
    expect(late).not.toHaveBeenCalled();

    bus.emit('register');
    jest.advanceTimersByTime(1001);
    const tooLate = jest.fn();
    bus.on('register', tooLate);
    expect(tooLate).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('never holds ordinary events', () => {
    const bus = new EventBus(new Set(['login']));
    bus.emit('refresh_balance');
    const late = jest.fn();
    bus.on('refresh_balance', late);
    expect(late).not.toHaveBeenCalled();
  });
});
