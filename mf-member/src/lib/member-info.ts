import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { request } from '@site/shared/api';
import { member, type UserInfo } from '@site/shared/contract';
import { sessionStore, userInfoAtom } from '@site/shared/session';

/**
 * Fetches member/info and puts it in the session store, so the host's guard (bound phone
 * and real name, SPEC §2 guard 2), the header and every cached tab see the change at once.
 * Rejects as `request` does.
 */
export async function refreshMemberInfo(): Promise<UserInfo> {
  const info = await request(member.memberInfo, {});
  sessionStore.set(userInfoAtom, info);
  return info;
}

export interface MemberInfoState {
  info: UserInfo | null;
  /** The last refresh failed (the stored info, if any, is still shown). */
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * The member's info from the session store, refreshed once on mount: the host already
 * fetched it for the guard, so a stored copy shows at once and the refresh only corrects it.
 */
export function useMemberInfo(): MemberInfoState {
  const info = useAtomValue(userInfoAtom, { store: sessionStore });
  const [error, setError] = useState<Error | undefined>();
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(undefined);
    refreshMemberInfo().then(
      () => live && setLoading(false),
      (e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e : new Error(String(e)));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { info, error, loading, reload };
}

/** The text for a failed call: `failureText` of `@site/shared/api` (kept under this name for features not yet moved to it). */
export { failureText as errorText } from '@site/shared/api';
