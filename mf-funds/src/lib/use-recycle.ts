import { useRef, useState } from 'react';
import { ApiError, request } from '@site/shared/api';
import { funds, yuanTextToFen, type ResponseOf } from '@site/shared/contract';
import { formatMoney } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { toast } from '@site/shared/ui';
import { errorMessage } from './error-message';
import { createRetryRequestId } from './retry-request-id';

type Recycled = ResponseOf<typeof funds.recycle>;

/**
 * Sweeps every venue back into the center wallet; venues that may not pay out (6413 turnover
 * owed, 6415 maintenance) come back as skipped. `requestId` makes the call idempotent.
 */
function recycleAll(requestId: string) {
  return request(funds.recycle, {}, { requestId });
}

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
 * 一键回收 for the transfer page and the wallet: one request at a time with its own retry id,
 * one toast per action, `onDone` after an answer (the wallets changed or may have).
 */
export function useRecycle(nameOf: (channelCode: string) => string, onDone: () => void) {
  const [recycling, setRecycling] = useState(false);
  const busy = useRef(false);
  const ids = useRef(createRetryRequestId());

  const recycle = async () => {
    if (busy.current) return;
    busy.current = true;
    setRecycling(true);
    try {
      const result = await recycleAll(ids.current.idFor('recycle'));
      ids.current.settle();
      const notice = recycleNotice(result, nameOf);
      toast[notice.kind](notice.text);
      onDone();
    } catch (failure) {
      // Only a server answer settles the action; after a timeout a retry reuses the id.
      if (failure instanceof ApiError) ids.current.settle();
      toast.error(errorMessage(failure));
    } finally {
      busy.current = false;
      setRecycling(false);
    }
  };

  return { recycle, recycling };
}
