import { BehaviorSubject, Subject } from 'rxjs';

/** SPEC §4 socket states. */
export type LinkState = 'connecting' | 'open' | 'closed';

/** SPEC §9: heartbeat 10 s, reconnect 5 s after a close, queued sends retried every 300 ms. */
export const CHAT_TIMINGS = { heartbeatMs: 10_000, reconnectMs: 5_000, sendRetryMs: 300 } as const;

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

export interface ChatSocketOptions {
  url: string;
  create?: (url: string) => SocketLike;
  /** The first frame on every open: 10001 with the member's jwt, or 10019 for a guest. */
  login: () => Promise<Frame>;
}

const OPEN = 1;

/**
 * The chat link as a small state machine (rxjs, no React): connecting -> open (heartbeat
 * every 10 s, login sent first) -> closed (reconnect after 5 s). Frames sent while the link
 * is not ready wait in a queue retried every 300 ms. A socket error only marks the link
 * down (SPEC §8); the close that follows brings the reconnect.
 */
export class ChatSocket {
  readonly state$ = new BehaviorSubject<LinkState>('closed');
  readonly frames$ = new Subject<Frame>();
  private ws: SocketLike | null = null;
  private ready = false;
  private readonly queue: string[] = [];
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retry: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly options: ChatSocketOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (the widget unmounted): no reconnect, the queue is dropped. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.queue.length = 0;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = null;
      ws.close();
    }
    this.ready = false;
    this.state$.next('closed');
  }

  /** Sends now when the link is ready, else queues (retried every 300 ms). */
  send(frame: Frame): void {
    const text = JSON.stringify(frame);
    if (this.ready && this.ws?.readyState === OPEN) {
      this.ws.send(text);
      return;
    }
    this.queue.push(text);
    this.retry ??= setInterval(() => this.flush(), CHAT_TIMINGS.sendRetryMs);
  }

  /** Drops the link now and reconnects after the usual pause (a relogin, for one). */
  restart(): void {
    this.ws?.close();
  }

  private connect(): void {
    this.reconnect = null;
    if (this.stopped) return;
    this.state$.next('connecting');
    const create = this.options.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let ws: SocketLike;
    try {
      ws = create(this.options.url);
    } catch {
      this.closed(null);
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.state$.next('open');
      this.heartbeat = setInterval(() => {
        if (ws.readyState === OPEN) ws.send(JSON.stringify({ msgId: 0 }));
      }, CHAT_TIMINGS.heartbeatMs);
      this.options.login().then(
        (frame) => {
          if (this.ws !== ws || ws.readyState !== OPEN) return;
          ws.send(JSON.stringify(frame));
          this.ready = true;
          this.flush();
        },
        // No jwt (a network error): the link stays up for reading; the next open tries again.
        () => ws.close(),
      );
    };
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

  private closed(ws: SocketLike | null): void {
    if (ws && this.ws !== ws) return;
    this.ws = null;
    this.ready = false;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.state$.next('closed');
    if (!this.stopped && !this.reconnect)
      this.reconnect = setTimeout(() => this.connect(), CHAT_TIMINGS.reconnectMs);
  }

  private flush(): void {
    if (!this.ready || this.ws?.readyState !== OPEN) return;
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
