import type { SocketLike } from '../socket';

/**
 * A WebSocket the tests open, feed and close by hand, for code on the shared
 * ReconnectingSocket (`create: (url) => new FakeSocket(url)`). `FakeSocket.all` keeps every
 * socket made, newest last: reset it in `beforeEach`.
 */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  /** The frames sent, parsed. */
  sent: Array<{ msgId: number; msgData?: unknown }> = [];
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { msgId: number; msgData?: unknown });
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  /** The newest socket made. */
  static latest(): FakeSocket {
    const socket = FakeSocket.all[FakeSocket.all.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
