import { useRef } from 'react';
import { failureText, queryKeys, useMoneyMutation } from '@site/shared/api';
import { funds, yuanTextToFen, type ResponseOf } from '@site/shared/contract';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { toast } from '@site/shared/ui';

type Recycled = ResponseOf<typeof funds.recycle>;

/**
 * The one toast of a 一键回收: what came back, and the venues left where they are grouped by
 * reason. During a bonus every venue answers the same 6413 text: one line names them all,
 * instead of one identical toast per venue.
 */
export function recycleNotice(
  result: Recycled,
  nameOf: (channelCode: string) => string,
): { kind: 'success' | 'info' | 'warning'; text: string } {
  const moved = yuanTextToFen(result.amount);
  const groups = new Map<string, string[]>();
  for (const s of result.skipped)
    groups.set(s.message, [...(groups.get(s.message) ?? []), nameOf(s.channelCode)]);
  const skipped = [...groups]
    .map(([message, venues]) =>
      t('funds.recycle.skipped', { venues: venues.join(t('funds.recycle.venueSeparator')), message }),
    )
    .join(t('funds.recycle.groupSeparator'));
  const amount = formatMoney(moved);
  if (groups.size === 0)
    return moved > 0
      ? { kind: 'success', text: t('funds.recycle.recycled', { amount }) }
      : { kind: 'info', text: t('funds.recycle.nothing') };
  return { kind: 'warning', text: moved > 0 ? t('funds.recycle.partly', { amount, skipped }) : skipped };
}

/**
 * 一键回收 for the transfer page and the wallet: sweeps every venue back into the center
 * wallet (venues that may not pay out, 6413 turnover owed or 6415 maintenance, come back
 * as skipped), one request at a time, one toast per action. The money mutation owns the
 * request id, refreshes every balance and the transaction lists.
 */
export function useRecycle(nameOf: (channelCode: string) => string) {
  const busy = useRef(false);
  const mutation = useMoneyMutation(funds.recycle, {
    actionKey: () => 'recycle',
    invalidates: [queryKeys.endpoint(funds.queryDealRecord)],
  });

  const recycle = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const notice = recycleNotice(await mutation.run({}), nameOf);
      toast[notice.kind](notice.text);
    } catch (failure) {
      toast.error(failureText(failure));
    } finally {
      busy.current = false;
    }
  };

  return { recycle, recycling: mutation.pending };
}
