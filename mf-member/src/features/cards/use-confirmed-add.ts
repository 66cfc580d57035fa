import { useState } from 'react';
import { failureText, queryKeys, siteQueryClient } from '@site/shared/api';
import { funds } from '@site/shared/contract';
import { toast } from '@site/shared/ui';

/**
 * The reads a new card or address changes: the accounts list (here, on the withdrawal page and
 * the wallet, kept mounted in the tab cache) and the count against the limit.
 */
function refreshAccountReads(): void {
  for (const endpoint of [funds.queryMemberBanksInfoList, funds.bankCardAddList])
    void siteQueryClient.invalidateQueries({ queryKey: queryKeys.endpoint(endpoint) });
}

/**
 * The confirm-then-add step of the bank-card and USDT forms: the form's check opens the
 * confirmation (`ask`), confirming runs the add once; success toasts and resets the form
 * (the page stays in the tab cache), a refusal closes the confirmation and stays beside the form.
 */
export function useConfirmedAdd() {
  const [serverError, setServerError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ask = () => {
    setServerError(undefined);
    setConfirming(true);
  };
  const add = async <T>(call: () => Promise<T>, success: string, done: (result: T) => void) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const result = await call();
      refreshAccountReads();
      toast.success(success);
      setConfirming(false);
      done(result);
    } catch (failure) {
      setConfirming(false);
      setServerError(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  };
  return {
    serverError,
    clearServerError: () => setServerError(undefined),
    confirming,
    cancel: () => setConfirming(false),
    submitting,
    ask,
    add,
  };
}
