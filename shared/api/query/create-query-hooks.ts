import { useMutation, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { EndpointRef, RequestOf, ResponseOf } from '../../contract/core';
import type { RequestOptions } from '../api-config';
import { ApiError, NetworkError } from '../errors';
import type { EndpointState } from '../use-endpoint';
import { refreshBalances } from './balance';
import { failureText } from './failure-text';
import { queryKeys } from './query-keys';
import { createRetryRequestId } from './retry-request-id';
import { takeSeededRead } from './first-screen-seed';

type RequestFn = <E extends EndpointRef>(
  endpoint: E,
  payload: RequestOf<E>,
  options?: RequestOptions,
) => Promise<ResponseOf<E>>;

export interface EndpointQueryOptions {
  /** False skips the call (e.g. until logged in); default true. */
  enabled?: boolean;
  /**
   * For a public read that may be shown from the cache (issue 31): an answer younger than this
   * (ms) is shown on mount with no call (one prefetched on intent, or read by the server with
   * the page); an older one shows while it is fetched again. Without it a mount always asks.
   */
  staleTime?: number;
}

export interface MoneyMutationOptions<E extends EndpointRef> {
  /**
   * What makes two submissions the same action, whose unanswered request id is reused;
   * default the endpoint and the payload's JSON.
   */
  actionKey?: (payload: RequestOf<E>) => string;
  /** Reads to refresh after success, besides every balance (e.g. the records list). */
  invalidates?: readonly QueryKey[];
  /** False: the call moves no balance (e.g. a form that only saves a setting). Default true. */
  refreshBalance?: boolean;
  /** Automatic retries of a call that got no answer, with the same request id; default 0 (the
   * player retries: the form keeps the id for the same action until an answer comes). */
  retry?: number;
}

export interface MoneyMutation<E extends EndpointRef> {
  /**
   * Sends the call; resolves with its data, rejects as `request` does (after the retries
   * of a lost answer). On success the balances and `invalidates` are refreshed.
   */
  run: (payload: RequestOf<E>) => Promise<ResponseOf<E>>;
  pending: boolean;
  /** The last failure, and its text for the player (`failureText`); null after a success or `reset`. */
  error: Error | null;
  errorText: string | null;
  reset: () => void;
}

const RETRY_DELAY_MS = 800;

/**
 * The query hooks over one `request` function: the site's configured client (the package
 * index) or a fake one in tests (`@site/shared/testing`).
 */
export function createQueryHooks(request: RequestFn, client: QueryClient) {
  /**
   * A cached read of `endpoint` with `payload` (`queryKeys.endpoint`): components asking the
   * same thing share one request; an answer younger than STALE_MS is shown without asking
   * again; a mutation that changed the data invalidates it. Same shape as `useEndpoint`
   * (`loading` only until the first answer; `reload` keeps the shown data while it asks).
   * Never throws: failures land in `error`.
   */
  function useEndpointQuery<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    { enabled = true, staleTime }: EndpointQueryOptions = {},
  ): EndpointState<ResponseOf<E>> & { fetching: boolean } {
    const queryKey = queryKeys.endpoint(endpoint, payload);
    // The page's own answer from index.html (seedFirstScreenReads), taken by its first reader.
    const [seed] = useState(() =>
      staleTime === undefined || client.getQueryData(queryKey) !== undefined
        ? undefined
        : takeSeededRead(endpoint, payload),
    );
    const query = useQuery(
      {
        queryKey,
        queryFn: () => request(endpoint, payload),
        enabled,
        ...(staleTime === undefined ? {} : { staleTime, refetchOnMount: true }),
        ...(seed ? { initialData: seed.data, initialDataUpdatedAt: seed.updatedAt } : {}),
      },
      client,
    );
    const { refetch } = query;
    const reload = useCallback(() => void refetch(), [refetch]);
    return {
      data: query.data,
      error: query.error ?? undefined,
      loading: query.isLoading,
      fetching: query.isFetching,
      reload,
    };
  }

  /**
   * A read of `endpoint` through the same cache outside React (the host's header balance):
   * it joins a request already in flight for the same key (a page's read, an invalidation
   * after a money mutation) instead of sending a second one, else asks the server at once
   * however fresh the cached answer is (or, with `staleTime`, answers from the cache while it
   * is younger than that: a page's first read prefetched on intent). Every reader of that key
   * sees the answer. Rejects as `request` does.
   */
  function fetchEndpoint<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    staleTime = 0,
  ): Promise<ResponseOf<E>> {
    return client.fetchQuery({
      queryKey: queryKeys.endpoint(endpoint, payload),
      queryFn: () => request(endpoint, payload),
      staleTime,
    });
  }

  /**
   * Starts the read a page is about to make (the player pointed at its link: issue 31) with
   * exactly the page's key and fetcher, so the page's `useEndpointQuery` with the same
   * `staleTime` finds it and makes no call of its own. Nothing is sent while a cached answer
   * is younger than `staleTime`; a failure is left for the page to meet. Only for reads:
   * never a call that moves money.
   */
  function prefetchEndpoint<E extends EndpointRef>(
    endpoint: E,
    payload: RequestOf<E>,
    staleTime: number,
  ): Promise<void> {
    return client.prefetchQuery({
      queryKey: queryKeys.endpoint(endpoint, payload),
      queryFn: () => request(endpoint, payload),
      staleTime,
    });
  }

  /**
   * The one hook for a call that moves money (SPEC §8 idempotency): it owns the request id
   * (kept for a retry after no answer, fresh after any answer, see `createRetryRequestId`),
   * retries a lost answer with that id, gives the failure's text, and after success
   * refreshes every balance (the header's too) and the reads named in `invalidates`.
   */
  function useMoneyMutation<E extends EndpointRef>(
    endpoint: E,
    options: MoneyMutationOptions<E> = {},
  ): MoneyMutation<E> {
    const { actionKey, invalidates = [], refreshBalance = true, retry = 0 } = options;
    const [ids] = useState(createRetryRequestId);
    const mutation = useMutation(
      {
        mutationFn: (payload: RequestOf<E>) => {
          const key = actionKey ? actionKey(payload) : `${endpoint.path}|${JSON.stringify(payload ?? null)}`;
          return request(endpoint, payload, { requestId: ids.idFor(key) });
        },
        retry: (failures, error) => error instanceof NetworkError && failures < retry,
        retryDelay: RETRY_DELAY_MS,
        onSuccess: () => {
          ids.settle();
          if (refreshBalance) refreshBalances(client);
          for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
        },
        onError: (error) => {
          // A definite refusal is settled; a lost answer keeps the id so a retry cannot pay twice.
          if (error instanceof ApiError) ids.settle();
        },
      },
      client,
    );
    return {
      run: mutation.mutateAsync,
      pending: mutation.isPending,
      error: mutation.error,
      errorText: mutation.error ? failureText(mutation.error) : null,
      reset: mutation.reset,
    };
  }

  return { useEndpointQuery, useMoneyMutation, fetchEndpoint, prefetchEndpoint };
}
