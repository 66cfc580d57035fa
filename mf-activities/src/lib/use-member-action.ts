import { useCallback, useRef, useState } from 'react';
import { ApiError, LoginExpiredError, newRequestId, request } from '@site/shared/api';
import type { Endpoint, RequestOf, ResponseOf } from '@site/shared/contract';
import { checkLogin } from '@site/shared/session';
import { toast } from '@site/shared/ui';

/**
 * A member's action that may pay money (join, sign, draw, claim, quit): asks a guest to log
 * in first, sends one request id per action and reuses it when the outcome is unknown (the
 * server answers a repeat with the first result), shows the server's Chinese refusal as a toast.
 */
export function useMemberAction<E extends Endpoint>(endpoint: E) {
  const [busy, setBusy] = useState(false);
  const pending = useRef<{ key: string; id: string } | null>(null);
  const run = useCallback(
    async (payload: RequestOf<E>): Promise<ResponseOf<E> | null> => {
      if (!checkLogin({ prompt: true })) return null;
      const key = JSON.stringify(payload);
      if (pending.current?.key !== key) pending.current = { key, id: newRequestId() };
      setBusy(true);
      try {
        const data = await request(endpoint, payload, { requestId: pending.current.id });
        pending.current = null;
        return data;
      } catch (error) {
        if (error instanceof ApiError) {
          pending.current = null;
          toast.error(error.message);
        } else if (!(error instanceof LoginExpiredError)) {
          toast.error(error instanceof Error ? error.message : String(error));
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [endpoint],
  );
  return { run, busy };
}
