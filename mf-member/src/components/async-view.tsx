import type { ReactNode } from 'react';
import { t } from '@site/shared/i18n';
import { ErrorState, Skeleton, SkeletonText } from '@site/shared/ui';

export interface AsyncState<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/** A block skeleton: a few cards' worth of grey bars while a page's data loads. */
export function BlockSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true" data-testid="skeleton">
      <Skeleton height="96px" />
      <div style={{ height: 16 }} />
      <SkeletonText lines={rows} />
    </div>
  );
}

/**
 * The three states of a loaded block: skeleton while the first answer is on its way, the
 * error with a retry button, then the content (kept on screen during a reload, so the tab
 * cache and filters do not flash).
 */
export function AsyncView<T>({
  state,
  skeleton,
  children,
}: {
  state: AsyncState<T>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.error && !state.loading) {
    return (
      <ErrorState message={state.error.message || t('memberCentre.loadFailed')} onRetry={state.reload} />
    );
  }
  if (state.data === undefined) return <>{skeleton ?? <BlockSkeleton />}</>;
  return <>{children(state.data)}</>;
}
