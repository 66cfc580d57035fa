import { bus } from '@site/shared/events';
import { setSession } from '@site/shared/session';

/**
 * SPEC §4 login success: store token and user id, then announce it. The host loads user
 * info, balance and unread counts on `login_success`; the modal closes on it.
 */
export function completeLogin(session: { token: string; userId: string }): void {
  setSession(session);
  bus.emit('login_success', { userId: session.userId });
}
