import { sessionStore, tokenAtom } from '@site/shared/session';
import { ReconnectingSocket, SOCKET_TIMINGS, type Frame, type LinkState } from './reconnecting-socket';
import { FakeSocket } from '../testing/fake-socket';

const latest = () => FakeSocket.latest();
const flushPromises = () => Promise.resolve().then(() => Promise.resolve());

function make(
  hello: () => Frame | null | Promise<Frame | null> = () => Promise.resolve({ msgId: 10019, msgData: {} }),
  followToken = false,
) {
  const states: LinkState[] = [];
  const socket = new ReconnectingSocket({
    url: 'ws://x/ws?clientType=web&siteId=1001',
    create: (u) => new FakeSocket(u),
    hello,
    followToken,
  });
  socket.state$.subscribe((s) => states.push(s));
  return { socket, states };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => jest.useRealTimers());

describe('ReconnectingSocket (SPEC §4 states, §9 timings)', () => {
  it('goes connecting -> open and sends the hello (a login) first, then a heartbeat every 10 s', async () => {
    const { socket, states } = make();
    socket.start();
    expect(states).toEqual(['closed', 'connecting']);
    latest().open();
    await flushPromises();
    expect(states.at(-1)).toBe('open');
    expect(latest().sent).toEqual([{ msgId: 10019, msgData: {} }]);
    jest.advanceTimersByTime(SOCKET_TIMINGS.heartbeatMs - 1);
    expect(latest().sent).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(latest().sent.at(-1)).toEqual({ msgId: 0 });
    jest.advanceTimersByTime(SOCKET_TIMINGS.heartbeatMs);
    expect(latest().sent.filter((f) => (f as { msgId: number }).msgId === 0)).toHaveLength(2);
    socket.stop();
  });

  it('a logged-in member logs in with the jwt body (10001)', async () => {
    const { socket } = make(() => Promise.resolve({ msgId: 10001, msgData: { token: 'jwt', body: '{}' } }));
    socket.start();
    latest().open();
    await flushPromises();
    expect(latest().sent[0]).toEqual({ msgId: 10001, msgData: { token: 'jwt', body: '{}' } });
    socket.stop();
  });

  it('reconnects 5 s after a close, not before, and stops the heartbeat meanwhile', async () => {
    const { socket, states } = make();
    socket.start();
    latest().open();
    await flushPromises();
    const first = latest();
    first.close();
    expect(states.at(-1)).toBe('closed');
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs - 1);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(SOCKET_TIMINGS.heartbeatMs);
    expect(first.sent.filter((f) => (f as { msgId: number }).msgId === 0)).toHaveLength(0);
    expect(FakeSocket.all).toHaveLength(2);
    expect(states.at(-1)).toBe('connecting');
    socket.stop();
  });

  it('queues sends before the link is ready and retries every 300 ms, after the login', async () => {
    const { socket } = make();
    socket.start();
    socket.send({ msgId: 10002, msgData: { rid: 'lobby' } });
    const ws = latest();
    // Open at the socket level but not yet "ready": the retry must wait for the login.
    ws.readyState = 1;
    jest.advanceTimersByTime(SOCKET_TIMINGS.sendRetryMs);
    expect(ws.sent).toEqual([]);
    ws.open();
    await flushPromises();
    expect(ws.sent).toEqual([
      { msgId: 10019, msgData: {} },
      { msgId: 10002, msgData: { rid: 'lobby' } },
    ]);
    socket.send({ msgId: 10003, msgData: { rid: 'lobby', msg: 'hi' } });
    expect(ws.sent).toHaveLength(3);
    socket.stop();
  });

  it('a queued send survives a lost link and goes out on the next open', async () => {
    const { socket } = make();
    socket.start();
    latest().open();
    await flushPromises();
    latest().close();
    socket.send({ msgId: 10003, msgData: { msg: 'later' } });
    jest.advanceTimersByTime(SOCKET_TIMINGS.sendRetryMs * 3);
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    latest().open();
    await flushPromises();
    expect(latest().sent).toEqual([
      { msgId: 10019, msgData: {} },
      { msgId: 10003, msgData: { msg: 'later' } },
    ]);
    socket.stop();
  });

  it('an error only marks the link down; bad frames are ignored; stop() never reconnects', async () => {
    const { socket, states } = make();
    const frames: unknown[] = [];
    socket.frames$.subscribe((f) => frames.push(f));
    socket.start();
    latest().open();
    await flushPromises();
    latest().onmessage?.({ data: 'not json' });
    latest().onmessage?.({ data: JSON.stringify({ msgId: 10003, msgData: { rid: 'a' } }) });
    expect(frames).toEqual([{ msgId: 10003, msgData: { rid: 'a' } }]);
    expect(() => latest().onerror?.({})).not.toThrow();
    expect(states.at(-1)).toBe('closed');
    socket.stop();
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs * 2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('backs off while reconnects keep failing (5, 10, 20 s ... at most 60 s) and starts over once a link is ready', async () => {
    const { socket } = make();
    socket.start();
    latest().open();
    await flushPromises();
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      latest().close();
      const before = FakeSocket.all.length;
      let waited = 0;
      while (FakeSocket.all.length === before) {
        jest.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
    latest().open();
    await flushPromises();
    latest().close();
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    expect(latest().readyState).toBe(0);
    expect(FakeSocket.all).toHaveLength(8);
    socket.stop();
  });

  it('says hello again on every reconnect, with what is current then (a resubscribe)', async () => {
    let subscription: Frame | null = null;
    const { socket } = make(() => subscription);
    socket.start();
    latest().open();
    await flushPromises();
    expect(latest().sent).toEqual([]);
    expect(socket.isReady).toBe(true);
    subscription = { msgId: 20001, msgData: { sportType: 'football' } };
    latest().close();
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    latest().open();
    await flushPromises();
    expect(latest().sent).toEqual([{ msgId: 20001, msgData: { sportType: 'football' } }]);
    socket.stop();
  });

  it('follows the session token: a log in drops the link and it comes back as the new identity', async () => {
    sessionStore.set(tokenAtom, null);
    let who = 'guest';
    const { socket } = make(() => ({ msgId: who === 'guest' ? 10019 : 10001, msgData: {} }), true);
    socket.start();
    latest().open();
    await flushPromises();
    who = 'member';
    sessionStore.set(tokenAtom, 'member-token');
    expect(latest().readyState).toBe(3);
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    latest().open();
    await flushPromises();
    expect(latest().sent).toEqual([{ msgId: 10001, msgData: {} }]);
    socket.stop();
    // Stopped: a later token change opens nothing.
    sessionStore.set(tokenAtom, null);
    jest.advanceTimersByTime(SOCKET_TIMINGS.maxReconnectMs);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
