import type { QueryKey } from '@tanstack/react-query';
import { funds, member, type EndpointRef } from '../../contract/core';

/**
 * The reads that show money the player holds. Their keys sit under `['balance']`, so one
 * invalidation after any money movement refreshes every balance on screen (the centre
 * wallet, the venue wallets, one venue) and nothing else.
 */
const BALANCE_PATHS: ReadonlySet<string> = new Set([
  member.getBalance.path,
  funds.allBalance.path,
  funds.venueBalance.path,
]);

/**
 * Every query key of the site, in one place. A read of an endpoint is keyed by its path and
 * payload, so two components asking the same thing share one request and one cache entry;
 * invalidating `queryKeys.endpoint(e)` (no payload) refreshes every page of that endpoint.
 */
export const queryKeys = {
  /** Every balance read (prefix). */
  balance: ['balance'] as const,
  /** Every read of the API (prefix): what a logout clears. */
  api: ['api'] as const,
  /** One read of `endpoint` with `payload`, or (payload omitted) all reads of it. */
  endpoint(endpoint: EndpointRef, ...payload: [] | [unknown]): QueryKey {
    const head = BALANCE_PATHS.has(endpoint.path) ? queryKeys.balance[0] : queryKeys.api[0];
    return payload.length === 0 ? [head, endpoint.path] : [head, endpoint.path, payload[0] ?? null];
  },
};
