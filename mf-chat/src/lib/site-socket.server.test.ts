/**
 * @jest-environment node
 */
import { WebSocketServer, WebSocket as NodeWebSocket } from 'ws';
import { ReconnectingSocket, type SocketLike } from '@site/shared/socket';

/** The same client against a real local `ws` server: login, queued join, a server close and the reconnect. */
describe('ReconnectingSocket over a real WebSocket server', () => {
  let server: WebSocketServer;
  const received: unknown[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    server.on('connection', (ws) => {
      connections += 1;
      ws.on('message', (data: Buffer) => {
        const frame = JSON.parse(data.toString()) as { msgId: number };
        received.push(frame);
        if (frame.msgId === 10019)
          ws.send(JSON.stringify({ msgId: 10001, msgData: { ok: true, guest: true } }));
      });
    });
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        // A failed test may leave its client connected: end it, or jest never exits.
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  );

  let stopAfter: ReconnectingSocket | undefined;
  afterEach(() => stopAfter?.stop());

  it('logs in, sends what was queued, and comes back after the server drops it', async () => {
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const socket = new ReconnectingSocket({
      url: `ws://127.0.0.1:${address.port}/`,
      create: (url) => new NodeWebSocket(url) as unknown as SocketLike,
      hello: async () => ({ msgId: 10019, msgData: {} }),
    });
    const frames: unknown[] = [];
    socket.frames$.subscribe((f) => frames.push(f));
    stopAfter = socket;
    socket.send({ msgId: 10002, msgData: { rid: 'lobby' } });
    socket.start();
    const until = async (check: () => boolean, ms: number) => {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    // The server's answer to the login crosses back after the client's two frames arrive.
    await until(() => received.length >= 2 && frames.length >= 1, 3000);
    expect(received.slice(0, 2)).toEqual([
      { msgId: 10019, msgData: {} },
      { msgId: 10002, msgData: { rid: 'lobby' } },
    ]);
    expect(frames).toEqual([{ msgId: 10001, msgData: { ok: true, guest: true } }]);
    for (const client of server.clients) client.close(4001);
    await until(() => socket.state$.value === 'closed', 1000);
    const dropped = Date.now();
    await until(() => connections === 2 && socket.state$.value === 'open', 8000);
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(4900);
    socket.stop();
  }, 15000);
});
