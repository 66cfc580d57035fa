import { filter, map, Observable } from 'rxjs';
import type { sports } from '@site/shared/contract';
import { SportsMsg, isDeltaBatch } from '@site/shared/contract-core';
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

type PushSchema<T> = { safeParse: (v: unknown) => { success: true; data: T } | { success: false } };

let pushSchemas: Promise<typeof sports> | null = null;

/**
 * The contract's schemas of a member's pushes (tickets, settlements), loaded with the first
 * one: zod is not on the first screen (issue 31). Pushes wait for them in order.
 */
function loadPushSchemas(): Promise<typeof sports> {
  pushSchemas ??= import('@site/shared/contract').then((contract) => contract.sports);
  // A failed load is not kept: the next push tries again.
  pushSchemas.catch(() => {
    pushSchemas = null;
  });
  return pushSchemas;
}

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

  /** The odds pushes, checked without zod (the home page's hot matches take them first). */
  deltas$(): Observable<sports.DeltaBatch> {
    return this.link.frames$.pipe(
      filter((m) => m.msgId === SportsMsg.DELTA),
      map((m) => m.msgData),
      filter(isDeltaBatch),
    );
  }

  tickets$(): Observable<sports.TicketPush> {
    return this.parsed(SportsMsg.TICKET, (s) => s.ticketPush);
  }

  settled$(): Observable<sports.SettledPush> {
    return this.parsed(SportsMsg.SETTLED, (s) => s.settledPush);
  }

  close(): void {
    this.link.stop();
  }

  private subscribeFrame() {
    if (!this.filterBy) return null;
    const token = sessionStore.get(tokenAtom);
    const msgData: sports.SubscribeMessage = { ...this.filterBy, ...(token ? { token } : {}) };
    return { msgId: SportsMsg.SUBSCRIBE, msgData };
  }

  /**
   * The pushes of `msgId` that match their schema, in the order they came (malformed ones
   * dropped). The schemas load with the first push; pushes before they are in wait for them.
   */
  private parsed<T>(msgId: number, schemaOf: (schemas: typeof sports) => PushSchema<T>): Observable<T> {
    return new Observable<T>((subscriber) => {
      let queue = Promise.resolve();
      return this.link.frames$.subscribe({
        next: (frame) => {
          if (frame.msgId !== msgId) return;
          queue = queue
            .then(loadPushSchemas)
            .then((schemas) => {
              const parsed = schemaOf(schemas).safeParse(frame.msgData);
              if (parsed.success && !subscriber.closed) subscriber.next(parsed.data);
            })
            .catch(() => undefined);
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });
  }
}
