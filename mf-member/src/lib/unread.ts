import { request } from '@site/shared/api';
import { member } from '@site/shared/contract';
import { feedbackUnreadAtom, sessionStore, unreadCountsAtom } from '@site/shared/session';

/**
 * Re-reads the unread counts into the one session store, so the host header and the tab
 * badges follow a read, delete or one-key read at once (no reload). Never throws.
 */
export async function refreshUnreadCounts(): Promise<void> {
  const [counts, feedback] = await Promise.allSettled([
    request(member.getUnreadForType, { userSystem: 'web' }),
    request(member.feedbackUnreadNum, {}),
  ]);
  if (counts.status === 'fulfilled') sessionStore.set(unreadCountsAtom, counts.value);
  if (feedback.status === 'fulfilled') sessionStore.set(feedbackUnreadAtom, feedback.value.count);
}
