import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, failureText, useMoneyMutation } from '@site/shared/api';
import { ErrorCode, funds } from '@site/shared/contract';
import { toast } from '@site/shared/ui';
import { bindRealNameFromDeposit } from '../api/deposit-api';
import { rememberOrder, type UsdtProtocol } from '../utils/order-cache';
import { waitPath, waitRouteFor } from '../utils/wait-route';

/** A checked deposit, ready to send. */
export interface DepositDraft {
  type: funds.PaymentType;
  /** Normalised yuan text. */
  amount: string;
  protocol: UsdtProtocol | null;
  /** Set when the real name must be bound first. */
  realName: string | null;
  /** The deposit offer the member ticked (申请首存优惠): joined with the order. */
  offer: { id: number; title: string } | null;
}

/**
 * Opens a blank tab now, inside the click, so the browser's popup blocker lets it through;
 * it is pointed at the gateway once the order exists. Null when blocked: the wait view
 * then offers a button.
 */
function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * Places the order of a draft: binds the real name if asked, calls `pay` (idempotent on a
 * retried request id), keeps what the wait view needs, opens the gateway page for gateway
 * orders and goes to the order's wait view. Resolves to whether the order was placed.
 */
export function usePayDeposit(onNameBound: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  // An order moves no money yet: the balance is refreshed when the deposit is credited.
  const pay = useMoneyMutation(funds.pay, { refreshBalance: false });
  // Bound once in this form: a retry after a failed pay must not bind again (6009).
  const bound = useRef(false);

  const submit = async (draft: DepositDraft): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    const tab = draft.type.mode === 'gateway' ? openBlankTab() : null;
    setSubmitting(true);
    try {
      if (draft.realName !== null && !bound.current) {
        await bindRealNameFromDeposit(draft.realName);
        bound.current = true;
        onNameBound();
      }
      const protocol = draft.type.payType === 'usdt' ? draft.protocol : null;
      const offerId = draft.offer?.id ?? null;
      const order = await pay.run({
        payType: draft.type.payType,
        amount: draft.amount,
        ...(protocol ? { protocol } : {}),
        ...(offerId !== null ? { joinPromotionId: offerId } : {}),
      });
      rememberOrder(order.orderNo, { payUrl: order.payUrl, account: order.account, protocol });
      if (tab && order.account === null)
        tab.location.href = new URL(order.payUrl, window.location.origin).href;
      else tab?.close();
      void navigate(waitPath(waitRouteFor(order), order.orderNo));
      return true;
    } catch (failure) {
      tab?.close();
      if (failure instanceof ApiError && failure.statusCode === ErrorCode.DATA_EXISTS) onNameBound();
      // 6449 already opened the bind-real-name dialog of the api client.
      if (!(failure instanceof ApiError && failure.statusCode === ErrorCode.BIND_REAL_NAME))
        toast.error(failureText(failure));
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
