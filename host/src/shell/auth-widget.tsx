import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AUTH_MODULE, authRenderFailed, loadedAuthWidget, useAuthLoad } from './auth-intent';

/** A render failure of mf-auth blanks only its widget; the dialog shell then offers a retry. */
class AuthBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${AUTH_MODULE.remote}]`, error, info.componentStack);
    authRenderFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * mf-auth's widget (the closed auth dialog), mounted in the same render as its module has
 * loaded (issue 31). Through `RemoteSlot` it waited for React.lazy's Suspense retry, which
 * yields to the home sections' renders: 1.1-1.4 s at 4x CPU, so a click on 登录 found it
 * not yet listening. Rendered directly, it subscribes to the bus as the load settles and a
 * click is only a state change inside mf-auth.
 */
export function AuthWidget() {
  const { state, attempt } = useAuthLoad();
  // What this render was given (a transition), not what has loaded since: a render for another
  // reason must not mount mf-auth synchronously.
  const Loaded = state === 'loaded' ? loadedAuthWidget() : null;
  if (!Loaded) return null;
  return (
    <div
      data-remote-slot={AUTH_MODULE.remote}
      data-module={AUTH_MODULE.module}
      style={{ display: 'contents' }}
    >
      <AuthBoundary key={attempt}>
        <Loaded />
      </AuthBoundary>
    </div>
  );
}
