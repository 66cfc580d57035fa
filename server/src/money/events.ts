import type { Queryable } from '../db/db';

/**
 * The money core's domain events: what happened to money, for the domains that react to it
 * (promotions pay a deposit bonus, rewards count turnover, venues count their activities)
 * without the domain that moved the money importing them. Handlers run in the publisher's
 * transaction, in the order they subscribed, so a bonus commits or rolls back with the
 * deposit that earned it. Subscriptions are made once at start (server/src/events-wiring.ts).
 */
export interface MoneyEvents {
  /** A deposit order's money reached the center wallet (funds/deposits.ts `settleDeposit`). */
  'deposit.credited': { memberId: number; orderNo: string; amountFen: number };
  /** A casino round finished (games/rounds.ts): its stake is the valid turnover. */
  'round.finished': { memberId: number; venue: string; category: string; stakeFen: number; winFen: number };
  /** A sportsbook bet settled with valid turnover (sports/settle.ts). */
  'bet.settled': { memberId: number; category: string; validFen: number };
}

export type MoneyEventName = keyof MoneyEvents;
type Handler<K extends MoneyEventName> = (q: Queryable, event: MoneyEvents[K]) => Promise<void>;

const handlers = new Map<MoneyEventName, Map<string, Handler<never>>>();

/**
 * Subscribes `handler` as `subscriber` (a name: subscribing again under it replaces, so several
 * apps in one process, as in the tests, share one subscription).
 */
export function subscribe<K extends MoneyEventName>(name: K, subscriber: string, handler: Handler<K>): void {
  const list = handlers.get(name) ?? new Map<string, Handler<never>>();
  list.set(subscriber, handler as Handler<never>);
  handlers.set(name, list);
}

/** Runs every handler of `name` in the caller's transaction `q`; a handler's error rolls it back. */
export async function publish<K extends MoneyEventName>(
  q: Queryable,
  name: K,
  event: MoneyEvents[K],
): Promise<void> {
  for (const handler of handlers.get(name)?.values() ?? []) await (handler as Handler<K>)(q, event);
}

/** The subscribers of an event, in order (tests and docs). */
export function subscribersOf(name: MoneyEventName): string[] {
  return [...(handlers.get(name)?.keys() ?? [])];
}
