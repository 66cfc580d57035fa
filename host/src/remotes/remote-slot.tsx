import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { RemoteName } from '@site/shared/contract';
import type { RemoteModuleRef } from '@site/shared/routes';
import { loadRemoteModule } from './federation';
import { FallbackCard } from './fallback-card';
import { SlotSkeleton } from './slot-skeleton';

type AnyProps = Record<string, unknown>;
const lazyCache = new Map<string, ComponentType<AnyProps>>();

function lazyRemote(remote: RemoteName, module: string): ComponentType<AnyProps> {
  const key = `${remote}/${module}`;
  let found = lazyCache.get(key);
  if (!found) {
    found = lazy(async () => {
      try {
        return await loadRemoteModule<{ default: ComponentType<AnyProps> }>(remote, module);
      } catch (error) {
        // Forget the failed promise so that "retry" really loads again.
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, found);
  }
  return found;
}

interface BoundaryProps {
  remote: RemoteName;
  variant: 'page' | 'section' | 'widget';
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote's load or render failure and shows a fallback card in its area only. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remote}]`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.failed) {
      // An invisible widget (auth modal, chat) that failed leaves no card behind.
      if (this.props.variant === 'widget') return null;
      return <FallbackCard remote={this.props.remote} variant={this.props.variant} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

/** `remote` and `module` are checked against what the remote exposes (shared/routes/exposes.json). */
export type RemoteSlotProps = RemoteModuleRef & {
  props?: AnyProps;
  /** A page fills the content area; a section is one block of a composed page (home). */
  variant?: 'page' | 'section' | 'widget';
  /**
   * The parent reserves the section's room: the loading skeleton fills it, no height of its
   * own; `clear`: no skeleton at all, the parent shows something in that room meanwhile.
   */
  reserved?: boolean | 'clear';
  /**
   * The section as the server rendered it into the page (issue 31: home-page.tsx), shown
   * while the remote loads instead of a skeleton, `inert` (a click waits for the real one).
   */
  serverMarkup?: string | undefined;
};

function ServerMarkup({ html }: { html: string }) {
  return (
    <div
      data-server-markup=""
      inert
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Renders `module` of `remote` behind its own error boundary and Suspense. */
export function RemoteSlot({
  remote,
  module,
  props,
  variant = 'page',
  reserved = false,
  serverMarkup,
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyRemote(remote, module);
  // `display: contents` keeps layout untouched; the attributes say which remote owns the
  // area (for a maintainer in devtools, and for the e2e tests).
  return (
    <div data-remote-slot={remote} data-module={module} style={{ display: 'contents' }}>
      <RemoteBoundary
        key={attempt}
        remote={remote}
        variant={variant}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense
          fallback={
            serverMarkup !== undefined ? (
              <ServerMarkup html={serverMarkup} />
            ) : variant === 'widget' || reserved === 'clear' ? null : (
              <SlotSkeleton variant={reserved ? 'fill' : variant} />
            )
          }
        >
          <Loaded {...props} />
        </Suspense>
      </RemoteBoundary>
    </div>
  );
}
