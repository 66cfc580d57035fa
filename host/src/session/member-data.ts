import { fetchEndpoint, request, siteQueryClient, watchRead } from '@site/shared/api';
import type { UserInfo } from '@site/shared/contract';
import { member, yuanTextToFen } from '@site/shared/contract-core';
import {
  balanceAtom,
  feedbackUnreadAtom,
  isLoggedInAtom,
  sessionStore,
  unreadCountsAtom,
  userInfoAtom,
} from '@site/shared/session';

/**
 * The host keeps the member's data fresh: user info (guard 1), the balance (guard 3:
 * on every navigation, and whenever a remote emits `refresh_balance`) and the unread
 * counts. All of it lands in the one session store, so every remote sees it at once.
 */
export async function fetchUserInfo(): Promise<UserInfo> {
  const info = await request(member.memberInfo, {});
  sessionStore.set(userInfoAtom, info);
  return info;
}

/**
 * The header's balance is the query layer's read of transfer/getBalance (`['balance']`), the
 * one the wallet and transfer pages show: whoever reads it (a page, the invalidation after a
 * money mutation, `refreshBalance`) updates the header, and a refresh while a read is in
 * flight joins it. So a transfer costs one balance read, not the page's plus the header's.
 * The header shows the center wallet with lock money (SPEC §3): the answer's two parts.
 */
watchRead(siteQueryClient, member.getBalance, {}, ({ centerWalletBalance, lockMoney }) => {
  if (!sessionStore.get(isLoggedInAtom)) return;
  const lock = yuanTextToFen(lockMoney);
  const previous = sessionStore.get(balanceAtom);
  sessionStore.set(balanceAtom, {
    center: yuanTextToFen(centerWalletBalance) + lock,
    lock,
    venueTotal: previous?.venueTotal ?? 0,
  });
});

/** Force-refresh the center balance; joins a read in flight. Never throws. */
export function refreshBalance(): Promise<void> {
  if (!sessionStore.get(isLoggedInAtom)) return Promise.resolve();
  return fetchEndpoint(member.getBalance, {}).then(
    () => undefined,
    () => undefined,
  );
}

/** Unread letters (eight counts, summed by the atom) and unread feedback, separately. */
export async function refreshUnread(): Promise<void> {
  if (!sessionStore.get(isLoggedInAtom)) return;
  const [counts, feedback] = await Promise.allSettled([
    request(member.getUnreadForType, { userSystem: 'web' }),
    request(member.feedbackUnreadNum, {}),
  ]);
  if (counts.status === 'fulfilled') sessionStore.set(unreadCountsAtom, counts.value);
  if (feedback.status === 'fulfilled') sessionStore.set(feedbackUnreadAtom, feedback.value.count);
}
