import { BehaviorSubject, Subject, filter, map, type Observable } from 'rxjs';
import { webSocket, type WebSocketSubject } from 'rxjs/webSocket';
import { sports } from '@site/shared/contract';
import { brandAtom, sessionStore, tokenAtom } from '@site/shared/session';

/** SPEC §4 / §9 socket timings, as the chat socket uses them. */
export const HEARTBEAT_MS = 10_000;
export const RECONNECT_MS = 5_000;

interface WsMessage {
  msgId: number;
  msgData?: unknown;
}

export type SocketState = 'connecting' | 'open' | 'closed';

/** The site socket: /ws?clientType=web&siteId=<brand site id> on the page's origin (SPEC §4). */
export function socketUrl(origin = window.location.origin): string {
  const siteId = sessionStore.get(brandAtom)?.siteId ?? '';
  const base = origin.replace(/^http/, 'ws');
  return `${base}/ws?clientType=web&siteId=${encodeURIComponent(siteId)}`;
}

/**
 * The sportsbook's link to the site socket: subscribe to deltas of some matches, hear
 * ticket and settlement pushes. Heartbeat every 10 s; a dropped link reconnects after 5 s
 * and subscribes again. Malformed pushes are dropped (the snapshot stays right).
 */
export class SportsSocket {
  readonly state$ = new BehaviorSubject<SocketState>('closed');
  private readonly messages$ = new Subject<WsMessage>();
  private socket: WebSocketSubject<WsMessage> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private reconnect: ReturnType<typeof setTimeout> | null = null;
  private subscription: sports.SubscribeMessage | null = null;
  private stopped = false;

  constructor(private readonly url: () => string = () => socketUrl()) {}

  connect(): void {
    this.stopped = false;
    if (this.socket) return;
    this.state$.next('connecting');
    const socket = webSocket<WsMessage>({
      url: this.url(),
      openObserver: {
        next: () => {
          this.state$.next('open');
          this.heartbeat = setInterval(() => this.send({ msgId: 0 }), HEARTBEAT_MS);
          if (this.subscription) this.send({ msgId: sports.SportsMsg.SUBSCRIBE, msgData: this.subscription });
        },
      },
    });
    this.socket = socket;
    socket.subscribe({
      next: (message) => this.messages$.next(message),
      error: () => this.dropped(),
      complete: () => this.dropped(),
    });
  }

  /** Replaces the subscription (visible matches, sport); remembered across reconnects. */
  subscribe(filterBy: Omit<sports.SubscribeMessage, 'token'>): void {
    const token = sessionStore.get(tokenAtom);
    this.subscription = { ...filterBy, ...(token ? { token } : {}) };
    if (this.state$.value === 'open')
      this.send({ msgId: sports.SportsMsg.SUBSCRIBE, msgData: this.subscription });
  }

  deltas$(): Observable<sports.DeltaBatch> {
    return this.parsed(sports.SportsMsg.DELTA, sports.deltaBatch);
  }

  tickets$(): Observable<sports.TicketPush> {
    return this.parsed(sports.SportsMsg.TICKET, sports.ticketPush);
  }

  settled$(): Observable<sports.SettledPush> {
    return this.parsed(sports.SportsMsg.SETTLED, sports.settledPush);
  }

  close(): void {
    this.stopped = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.teardown();
    this.state$.next('closed');
  }

  private parsed<T>(
    msgId: number,
    schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  ) {
    return this.messages$.pipe(
      filter((m) => m.msgId === msgId),
      map((m) => schema.safeParse(m.msgData)),
      filter((r): r is { success: true; data: T } => r.success),
      map((r) => r.data),
    );
  }

  private send(message: WsMessage): void {
    this.socket?.next(message);
  }

  private teardown(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.socket?.complete();
    this.socket = null;
  }

  private dropped(): void {
    this.teardown();
    this.state$.next('closed');
    if (this.stopped) return;
    this.reconnect = setTimeout(() => this.connect(), RECONNECT_MS);
  }
}
