import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { EmptyState, PageFrame, Spinner } from '@site/shared/ui';

/** A window opened ahead of a launch waits this long for the game before saying so. */
export const LOADING_WAIT_MS = 20_000;
/** Long enough to see the interstitial, short enough not to be in the way. */
const GO_DELAY_MS = 300;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 96px 24px;
  text-align: center;
  color: ${(p) => p.theme.colors.textSecondary};
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.text};
  }
`;

/** Where /loading may send the window: an http(s) link or a path of this site, nothing else. */
export function safeTarget(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * /loading: the interstitial a new-window launch opens first. The launching tab sends this
 * window on to the game; with `?url=` the page goes there itself.
 */
export function LoadingInterstitial() {
  const [params] = useSearchParams();
  const target = safeTarget(params.get('url'), window.location.origin);
  const [waitedTooLong, setWaitedTooLong] = useState(false);

  useEffect(() => {
    if (target) {
      const timer = window.setTimeout(() => window.location.replace(target), GO_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => setWaitedTooLong(true), LOADING_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [target]);

  if (waitedTooLong || (params.has('url') && !target)) {
    return (
      <PageFrame>
        <EmptyState title={t('casino.loading.invalid')} description={t('casino.loading.invalidText')} />
      </PageFrame>
    );
  }
  return (
    <Box role="status">
      <Spinner size="40px" />
      <h1>{t('casino.loading.title')}</h1>
      <p>{t('casino.loading.text')}</p>
      {target && <a href={target}>{t('casino.loading.manual')}</a>}
    </Box>
  );
}
