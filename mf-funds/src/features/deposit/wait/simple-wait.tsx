import { t } from '@site/shared/i18n';
import { useOrderNo } from './use-order-no';
import { WaitFrame } from './wait-frame';

const PAGES = {
  huione: { title: 'deposit.huione.title', pendingText: 'deposit.huione.pendingText' },
  xnbsk: { title: 'deposit.xnbsk.title', pendingText: 'deposit.xnbsk.pendingText' },
} as const;

/**
 * The huione (汇旺支付) and xnbsk (虚拟币收款) wait pages: the server has no pay types of
 * their own, so they follow any order named in the URL with the shared status view.
 */
export function SimpleWait({
  page,
  pollIntervalMs,
}: {
  page: keyof typeof PAGES;
  pollIntervalMs?: number | undefined;
}) {
  return (
    <WaitFrame
      title={t(PAGES[page].title)}
      orderNo={useOrderNo()}
      pendingText={t(PAGES[page].pendingText)}
      pollIntervalMs={pollIntervalMs}
    />
  );
}
