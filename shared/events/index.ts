import { Observable, Subject, filter, map, type Subscription } from 'rxjs';
import type { EventMap, EventName } from './event-map';

export type * from './event-map';

interface Envelope<K extends EventName = EventName> {
  type: K;
  payload: EventMap[K];
}

type Args<K extends EventName> = EventMap[K] extends undefined
  ? [payload?: undefined]
  : [payload: EventMap[K]];

/**
 * The typed event bus (rxjs). One instance for the whole page: the shared package is a
 * Module Federation singleton, so the host and every remote see the same subject.
 */
export class EventBus {
  private readonly subject = new Subject<Envelope>();
  private readonly listeners = new Map<EventName, number>();
  private readonly held = new Map<EventName, { envelope: Envelope; at: number }>();

  /**
   * @param heldUntilHeard events whose handler lives in a lazily loaded remote (the auth
   *   modal, the transfer dialog): emitted while nobody listens, the latest one is kept
   *   for `holdMs` and handed to the first listener, so a click made while the remote is
   *   still loading is not lost.
   */
  constructor(
    private readonly heldUntilHeard: ReadonlySet<EventName> = new Set(),
    private readonly holdMs = 15_000,
  ) {}

  emit<K extends EventName>(type: K, ...[payload]: Args<K>): void {
    const envelope: Envelope = { type, payload: payload as EventMap[K] };
    if (this.heldUntilHeard.has(type) && !this.listeners.get(type))
      this.held.set(type, { envelope, at: Date.now() });
    this.subject.next(envelope);
  }

  /**
   * Drops a held `type` nobody has heard yet (the player took back what they asked for, e.g.
   * closed the first paint's login dialog before the auth remote had loaded).
   */
  cancel(type: EventName): void {
    this.held.delete(type);
  }

  /** A stream of one event's payloads. */
  on$<K extends EventName>(type: K): Observable<EventMap[K]> {
    return new Observable<EventMap[K]>((subscriber) => {
      this.listeners.set(type, (this.listeners.get(type) ?? 0) + 1);
      const subscription = this.subject
        .pipe(
          filter((e): e is Envelope<K> => e.type === type),
          map((e) => e.payload),
        )
        .subscribe(subscriber);
      const held = this.held.get(type);
      if (held) {
        this.held.delete(type);
        if (Date.now() - held.at <= this.holdMs) subscriber.next(held.envelope.payload as EventMap[K]);
      }
      return () => {
        subscription.unsubscribe();
        this.listeners.set(type, (this.listeners.get(type) ?? 1) - 1);
      };
    });
  }

  /** Subscribe a handler; returns the subscription to unsubscribe. */
  on<K extends EventName>(type: K, handler: (payload: EventMap[K]) => void): Subscription {
    return this.on$(type).subscribe(handler);
  }

  /** Every event, for logging and tests. */
  all$(): Observable<Envelope> {
    return this.subject.asObservable();
  }
}

/** Opened by the host, handled by a remote that may still be loading. */
export const HELD_UNTIL_HEARD: ReadonlySet<EventName> = new Set<EventName>([
  'login',
  'register',
  'forget_password',
  'newDevice',
  'venue_transfer',
  'enter_venue',
  'open_chat',
]);

export const bus = new EventBus(HELD_UNTIL_HEARD);
