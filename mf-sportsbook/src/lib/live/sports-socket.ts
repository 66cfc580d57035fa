import { filter, map, type Observable } from 'rxjs';
import { sports } from '@site/shared/contract';
import { brandAtom, sessionStore, tokenAtom } from '@site/shared/session';
import { ReconnectingSocket, type LinkState, type SocketLike } from '@site/shared/socket';

export type SocketState = LinkState;

/** The site socket: /ws?clientType=web&siteId=<brand site id> on the page's origin (SPEC §4). */
export function socketUrl(origin = window.location.origin): string {
  const siteId = sessionStore.get(brandAtom)?.siteId ?? '';
  const base = origin.replace(/^http/, 'ws');
  return `${base}/ws?clientType=web&siteId=${encodeURIComponent(siteId)}`;
}

type Filter = Omit<sports.SubscribeMessage, 'token'>;

/**
 * The sportsbook's link to the site socket (the shared ReconnectingSocket: heartbeat, a
 * reconnect after 5 s backing off while the server stays away): subscribe to deltas of
 * some matches, hear ticket and settlement pushes. Every open subscribes again with the
 * current filter and token, so a reconnect or a log in resumes the feed. Malformed pushes
 * are dropped (the snapshot stays right).
 */
export class SportsSocket {
  private readonly link: ReconnectingSocket;
  private filterBy: Filter | null = null;

  constructor(url: () => string = () => socketUrl(), create?: (url: string) => SocketLike) {
    this.link = new ReconnectingSocket({
      url,
      ...(create ? { create } : {}),
      hello: () => this.subscribeFrame(),
      followToken: true,
    });
  }

  get state$(): Observable<SocketState> {
    return this.link.state$;
  }

  connect(): void {
    this.link.start();
  }

  /** Replaces the subscription (visible matches, sport); remembered across reconnects. */
  subscribe(filterBy: Filter): void {
    this.filterBy = filterBy;
    // Not ready yet: the hello of the coming open sends it.
    const frame = this.subscribeFrame();
    if (frame && this.link.isReady) this.link.send(frame);
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
    this.link.stop();
  }

  private subscribeFrame() {
    if (!this.filterBy) return null;
    const token = sessionStore.get(tokenAtom);
    const msgData: sports.SubscribeMessage = { ...this.filterBy, ...(token ? { token } : {}) };
    return { msgId: sports.SportsMsg.SUBSCRIBE, msgData };
  }

  private parsed<T>(
    msgId: number,
    schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } },
  ) {
    return this.link.frames$.pipe(
      filter((m) => m.msgId === msgId),
      map((m) => schema.safeParse(m.msgData)),
      filter((r): r is { success: true; data: T } => r.success),
      map((r) => r.data),
    );
  }
}
