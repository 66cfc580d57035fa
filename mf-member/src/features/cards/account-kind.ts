import { pathTo } from '@site/shared/routes';

/**
 * The kinds of withdrawal account a member manages. `bank` and `usdt` are the server's card
 * kinds (funds.cardKind); `alipay` is a page of its own that only explains that the site
 * does not pay out to Alipay (the contract has no such kind).
 */
export type AccountKind = 'bank' | 'usdt' | 'alipay';

const KINDS: readonly AccountKind[] = ['bank', 'usdt', 'alipay'];

/**
 * The `:id` of /mine/accountManage/:id is the account kind by name: `bank`, `usdt` or
 * `alipay` (case-insensitive), e.g. /mine/accountManage/bank. Names rather than numeric
 * type ids, so a link says what it opens. Anything else is null (the page then offers
 * the known kinds).
 */
export function parseAccountKind(id: string | undefined): AccountKind | null {
  const name = (id ?? '').trim().toLowerCase();
  return KINDS.find((k) => k === name) ?? null;
}

/** The page that manages accounts of `kind`. */
export function accountManagePath(kind: AccountKind): string {
  return kind === 'alipay' ? pathTo('alipayManage') : pathTo('accountManage', { id: kind });
}

/** The page that adds an account of a card kind. */
export function addAccountPath(kind: 'bank' | 'usdt'): string {
  return kind === 'bank' ? pathTo('addBankCard') : pathTo('virtualCoinCard');
}
