import { bus } from '@site/shared/events';
import { formatMoneyFixed } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { BarButton, BarTitle, PrimaryBarButton } from './frame-bar';
import type { VenueBalance } from './use-venue-balance';

/**
 * The venue part of a game bar (both game pages): the venue balance, 转入 (the transfer-in
 * dialog) and 刷新 (the bar and the running game read the balance again).
 */
export function VenueBarItems({ enName, balance }: { enName: string; balance: VenueBalance }) {
  return (
    <>
      <span>
        {t('casino.frame.venueBalance')}：
        <BarTitle>
          <span data-testid="venue-balance">
            {balance.fen !== undefined
              ? formatMoneyFixed(balance.fen, { currency: 'symbol' })
              : balance.failed
                ? '--'
                : '...'}
          </span>
        </BarTitle>
      </span>
      <PrimaryBarButton type="button" onClick={() => bus.emit('venue_transfer', { channelCode: enName })}>
        {t('casino.frame.transferIn')}
      </PrimaryBarButton>
      <BarButton
        type="button"
        disabled={balance.loading}
        aria-busy={balance.loading}
        onClick={() => bus.emit('refresh_balance')}
      >
        {t('casino.frame.refresh')}
      </BarButton>
    </>
  );
}
