import { t } from '@site/shared/i18n';
import { Button, EmptyState, Spinner } from '@site/shared/ui';
import { Overlay } from './frame-bar';
import type { FrameState } from './use-frame-load';

/** Over a game's iframe: 加载中 while it loads, the timeout card with 重试 when it never does. */
export function FrameOverlay({ state, onRetry }: { state: FrameState; onRetry: () => void }) {
  if (state === 'loading')
    return (
      <Overlay role="status">
        <Spinner />
        <span>{t('casino.frame.loading')}</span>
      </Overlay>
    );
  if (state === 'timeout')
    return (
      <Overlay>
        <EmptyState
          title={t('casino.frame.timeout')}
          description={t('casino.frame.timeoutText')}
          action={<Button onClick={onRetry}>{t('casino.frame.retry')}</Button>}
        />
      </Overlay>
    );
  return null;
}
