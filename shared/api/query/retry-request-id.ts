import { newRequestId } from '../request-id';

/**
 * Request ids for one money action. A call whose outcome is unknown (timeout, dropped
 * connection) may have moved money, so submitting the same action again (`key` unchanged)
 * reuses its id and the server answers the first result instead of moving money twice.
 * Once the server has answered (`settle`), or the action changes, the next call gets a
 * fresh id.
 */
export function createRetryRequestId() {
  let pending: { key: string; id: string } | null = null;
  return {
    /** The id to send for `key`: the unsettled one of the same action, else a fresh one. */
    idFor(key: string): string {
      if (pending?.key !== key) pending = { key, id: newRequestId() };
      return pending.id;
    },
    /** The server answered (success or a definite error): the next action is a new one. */
    settle(): void {
      pending = null;
    },
  };
}

export type RetryRequestId = ReturnType<typeof createRetryRequestId>;
