import type { QueryClient } from '@tanstack/react-query';
import { bus } from '../../events';
import { queryKeys } from './query-keys';

/**
 * After money moved: every balance read on screen is read again (the `['balance']`
 * queries), and `refresh_balance` goes out once on the bus, so the host re-reads the
 * header's balance into the session store and a running game reads its own. The only
 * place a balance refresh is announced; money mutations call it, remotes do not emit it.
 * Never throws.
 */
export function refreshBalances(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.balance });
  bus.emit('refresh_balance');
}
