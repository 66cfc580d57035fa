import { request } from '@site/shared/api';
import { member, yuanTextToFen, type UserInfo } from '@site/shared/contract';
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

let inFlight: Promise<void> | null = null;

/** Force-refresh the center balance; concurrent calls share one request. Never throws. */
export function refreshBalance(): Promise<void> {
  if (!sessionStore.get(isLoggedInAtom)) return Promise.resolve();
  inFlight ??= request(member.getBalance, { withLockMoney: true })
    .then(({ centerWalletBalance, lockMoney }) => {
      const previous = sessionStore.get(balanceAtom);
      sessionStore.set(balanceAtom, {
        center: yuanTextToFen(centerWalletBalance),
        lock: yuanTextToFen(lockMoney),
        venueTotal: previous?.venueTotal ?? 0,
      });
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
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
