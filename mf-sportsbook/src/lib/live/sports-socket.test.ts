import { sports } from '@site/shared/contract';
import { sessionStore, tokenAtom } from '@site/shared/session';
import { SOCKET_TIMINGS } from '@site/shared/socket';
import { SportsSocket } from './sports-socket';
import { FakeSocket } from '@site/shared/testing';

const latest = () => FakeSocket.latest();
const tick = () => Promise.resolve().then(() => Promise.resolve());
const subscribes = (ws: FakeSocket) => ws.sent.filter((f) => f.msgId === sports.SportsMsg.SUBSCRIBE);

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
  sessionStore.set(tokenAtom, null);
});
afterEach(() => jest.useRealTimers());

describe('SportsSocket on the shared reconnecting socket', () => {
  it('subscribes on open, again after a reconnect, and with the token after a log in', async () => {
    const socket = new SportsSocket(
      () => 'ws://x/ws?clientType=web&siteId=1001',
      (url) => new FakeSocket(url),
    );
    socket.connect();
    socket.subscribe({ sportType: 'FT', gameIds: ['g1'] });
    latest().open();
    await tick();
    expect(subscribes(latest())).toEqual([
      { msgId: sports.SportsMsg.SUBSCRIBE, msgData: { sportType: 'FT', gameIds: ['g1'] } },
    ]);

    // The visible rows change: one subscribe goes straight out.
    socket.subscribe({ sportType: 'FT', gameIds: ['g2'] });
    expect(subscribes(latest())).toHaveLength(2);

    // The server drops the link: 5 s later a new socket subscribes with the latest filter.
    latest().close();
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    expect(FakeSocket.all).toHaveLength(2);
    latest().open();
    await tick();
    expect(subscribes(latest())).toEqual([
      { msgId: sports.SportsMsg.SUBSCRIBE, msgData: { sportType: 'FT', gameIds: ['g2'] } },
    ]);

    // A log in: the link comes back and subscribes as the member (ticket pushes reach it).
    sessionStore.set(tokenAtom, 'member-token');
    jest.advanceTimersByTime(SOCKET_TIMINGS.reconnectMs);
    latest().open();
    await tick();
    expect(FakeSocket.all).toHaveLength(3);
    expect(subscribes(latest())[0]?.msgData).toEqual({
      sportType: 'FT',
      gameIds: ['g2'],
      token: 'member-token',
    });
    socket.close();
  });

  it('hands on well-formed pushes and drops malformed ones', async () => {
    const socket = new SportsSocket(
      () => 'ws://x/ws',
      (url) => new FakeSocket(url),
    );
    const batches: sports.DeltaBatch[] = [];
    socket.deltas$().subscribe((b) => batches.push(b));
    socket.connect();
    latest().open();
    await tick();
    const batch = { version: 1, serverTime: 1, markets: [], scores: [], started: ['g1'], closed: [] };
    latest().onmessage?.({ data: JSON.stringify({ msgId: sports.SportsMsg.DELTA, msgData: batch }) });
    latest().onmessage?.({
      data: JSON.stringify({ msgId: sports.SportsMsg.DELTA, msgData: { version: 'x' } }),
    });
    expect(batches).toEqual([batch]);
    socket.close();
  });
});
