import { BehaviorSubject, Subject } from 'rxjs';
import { sessionStore, tokenAtom } from '@site/shared/session';

/** SPEC §4 socket states. */
export type LinkState = 'connecting' | 'open' | 'closed';

/**
 * SPEC §9: heartbeat 10 s, the first reconnect 5 s after a close, queued sends retried every
 * 300 ms. A link that keeps failing waits twice as long each time, up to a minute, so a
 * server that is down is not hammered by every open page; a link that comes up starts over.
 */
export const SOCKET_TIMINGS = {
  heartbeatMs: 10_000,
  reconnectMs: 5_000,
  maxReconnectMs: 60_000,
  sendRetryMs: 300,
} as const;

/** One frame of the site socket (SPEC §4): a message id and its data. */
export interface Frame {
  msgId: number;
  msgData?: unknown;
}

/** The part of a browser WebSocket the client uses (tests pass a fake or the `ws` package's). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface ReconnectingSocketOptions {
  /** Where to connect; a function is read again on every connect (the brand's site id may arrive late). */
  url: string | (() => string);
  create?: (url: string) => SocketLike;
  /**
   * The frame sent first on every open, before anything queued: the chat's login, the
   * sportsbook's current subscription (so a reconnect subscribes again). null sends none.
   * A rejection (no answer for the login) closes the link, which then reconnects.
   */
  hello?: () => Frame | null | Promise<Frame | null>;
  /** Reconnect, and so say hello again as the new identity, whenever the session token changes. */
  followToken?: boolean;
}

const OPEN = 1;

/**
 * The site's one reconnecting WebSocket client, as a small rxjs state machine (no React):
 * connecting -> open (heartbeat every 10 s, the hello frame first) -> ready (queued frames
 * go out) -> closed (reconnect after 5 s, backing off while it keeps failing). Frames sent
 * while the link is not ready wait in a queue retried every 300 ms. A socket error only
 * marks the link down (SPEC §8); the close that follows brings the reconnect. Malformed
 * frames from the server are dropped.
 */
export class ReconnectingSocket {
  readonly state$ = new BehaviorSubject<LinkState>('closed');
  readonly frames$ = new Subject<Frame>();
  private ws: SocketLike | null = null;
  private ready = false;
  private readonly queue: string[] = [];
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private tokenWatch: (() => void) | null = null;
  private stopped = true;

  constructor(private readonly options: ReconnectingSocketOptions) {}

  /** True once the hello went out on an open link: a send goes straight out. */
  get isReady(): boolean {
    return this.ready && this.ws?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.options.followToken) {
      let token = sessionStore.get(tokenAtom);
      this.tokenWatch = sessionStore.sub(tokenAtom, () => {
        const next = sessionStore.get(tokenAtom);
        if (next !== token) this.restart();
        token = next;
      });
    }
    this.connect();
  }

  /** Closes for good (nobody listens any more): no reconnect, the queue is dropped. */
  stop(): void {
    this.stopped = true;
    this.tokenWatch?.();
    this.tokenWatch = null;
    this.clearTimers();
    this.queue.length = 0;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
    this.ready = false;
    this.failures = 0;
    this.state$.next('closed');
  }

  /** Sends now when the link is ready, else queues (retried every 300 ms). */
  send(frame: Frame): void {
    const text = JSON.stringify(frame);
    if (this.isReady && this.ws) {
      this.ws.send(text);
      return;
    }
    this.queue.push(text);
    this.retry ??= setInterval(() => this.flush(), SOCKET_TIMINGS.sendRetryMs);
  }

  /** Drops the link now and reconnects after the usual pause (a new identity, for one). */
  restart(): void {
    this.ws?.close();
  }

  /** The pause before the next connect: 5 s, then doubled per failure in a row, at most a minute. */
  nextDelayMs(): number {
    return Math.min(SOCKET_TIMINGS.maxReconnectMs, SOCKET_TIMINGS.reconnectMs * 2 ** this.failures);
  }

  private connect(): void {
    this.reconnect = null;
    if (this.stopped) return;
    this.state$.next('connecting');
    const create = this.options.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    const { url } = this.options;
    let ws: SocketLike;
    try {
      ws = create(typeof url === 'function' ? url() : url);
    } catch {
      this.closed(null);
      return;
    }
    this.ws = ws;
    ws.onopen = () => this.opened(ws);
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const frame = JSON.parse(event.data) as Frame;
        if (frame && typeof frame.msgId === 'number') this.frames$.next(frame);
      } catch {
        // Not ours to crash on: a bad frame from the server is ignored.
      }
    };
    ws.onerror = () => {
      if (this.ws === ws) this.state$.next('closed');
    };
    ws.onclose = () => this.closed(ws);
  }

  private opened(ws: SocketLike): void {
    if (this.ws !== ws) return;
    this.state$.next('open');
    this.heartbeat = setInterval(() => {
      if (ws.readyState === OPEN) ws.send(JSON.stringify({ msgId: 0 }));
    }, SOCKET_TIMINGS.heartbeatMs);
    let hello: Frame | null | Promise<Frame | null>;
    try {
      hello = this.options.hello?.() ?? null;
    } catch {
      ws.close();
      return;
    }
    Promise.resolve(hello).then(
      (frame) => {
        if (this.ws !== ws || ws.readyState !== OPEN) return;
        if (frame) ws.send(JSON.stringify(frame));
        this.ready = true;
        this.failures = 0;
        this.flush();
      },
      // No hello (a network error): the next open tries again.
      () => ws.close(),
    );
  }

  private closed(ws: SocketLike | null): void {
    if (ws && this.ws !== ws) return;
    this.ws = null;
    this.ready = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.state$.next('closed');
    if (this.stopped || this.reconnect) return;
    const delay = this.nextDelayMs();
    // Reset once a link gets as far as ready: only closes in a row back off.
    this.failures += 1;
    this.reconnect = setTimeout(() => this.connect(), delay);
  }

  private flush(): void {
    if (!this.isReady || !this.ws) return;
    while (this.queue.length > 0) this.ws.send(this.queue.shift() as string);
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
  }

  private clearTimers(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.retry) clearInterval(this.retry);
    if (this.reconnect) clearTimeout(this.reconnect);
    this.heartbeat = this.retry = this.reconnect = null;
  }
}
