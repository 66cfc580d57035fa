import { useEndpointQuery } from '@site/shared/api';
import { funds } from '@site/shared/contract';

export interface CardAccountsState {
  /** The bound accounts of the kind, oldest first; undefined until loaded. */
  cards: funds.BankCard[] | undefined;
  /** How many accounts of one kind may be bound; undefined until loaded. */
  max: number | undefined;
  error: Error | undefined;
  reload: () => void;
}

/**
 * The member's bound accounts of one kind and the binding limit. The server applies the
 * same limit to each kind (maxCards of bankCard/withdraw/add/list).
 */
export function useCardAccounts(kind: 'bank' | 'usdt'): CardAccountsState {
  const list = useEndpointQuery(funds.queryMemberBanksInfoList, {});
  const limits = useEndpointQuery(funds.bankCardAddList, {});
  return {
    cards: list.data?.filter((c) => c.kind === kind),
    max: limits.data?.maxCards,
    error: list.error ?? limits.error,
    reload: () => {
      list.reload();
      limits.reload();
    },
  };
}
