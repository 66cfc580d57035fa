import { Subject, filter, map, type Observable, type Subscription } from 'rxjs';
import type { EventMap, EventName } from './event-map';

export type * from './event-map';

interface Envelope<K extends EventName = EventName> {
  type: K;
  payload: EventMap[K];
}

type Args<K extends EventName> = EventMap[K] extends undefined ? [payload?: undefined] : [payload: EventMap[K]];

/**
 * The typed event bus (rxjs). One instance for the whole page: the shared package is a
 * Module Federation singleton, so the host and every remote see the same subject.
 */
export class EventBus {
  private readonly subject = new Subject<Envelope>();

  emit<K extends EventName>(type: K, ...[payload]: Args<K>): void {
    this.subject.next({ type, payload: payload as EventMap[K] });
  }

  /** A stream of one event's payloads. */
  on$<K extends EventName>(type: K): Observable<EventMap[K]> {
    return this.subject.pipe(
      filter((e): e is Envelope<K> => e.type === type),
      map((e) => e.payload),
    );
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

export const bus = new EventBus();
