import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { request } from '@site/shared/api';
import { member } from '@site/shared/contract-core';
import { messagesReady } from '@site/shared/i18n';
import { routePaths } from '@site/shared/routes';
import { clearSession, isLoggedInAtom, sessionStore } from '@site/shared/session';
import { useRealityCheck } from './use-reality-check';

/**
 * The view and its texts load when a check is due (reality-check-view.tsx); in zh-TW once
 * their Traditional twin is in too, so the dialog never opens in Simplified text.
 */
const RealityCheckView = lazy(async () => {
  const { RealityCheckView: View } = await import('./reality-check-view');
  await messagesReady();
  return { default: View };
});

/** Mounted once by the host: the reality-check dialog over every page while logged in. */
export function RealityCheckHost() {
  const loggedIn = useAtomValue(isLoggedInAtom, { store: sessionStore });
  const navigate = useNavigate();
  const { check, acknowledge } = useRealityCheck(loggedIn);
  if (!check) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckView
        check={check}
        onContinue={() => void acknowledge()}
        onHistory={() => {
          void acknowledge();
          navigate(routePaths.betRecord);
        }}
        onLogout={() => {
          void request(member.logout, {}).catch(() => undefined);
          clearSession();
          navigate(routePaths.home);
        }}
      />
    </Suspense>
  );
}
