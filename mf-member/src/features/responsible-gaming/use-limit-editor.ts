import { useState } from 'react';
import type { protection } from '@site/shared/contract';
import { toast } from '@site/shared/ui';
import { errorText } from '../../lib/member-info';

type Result = protection.ChangeResult;

/**
 * The state of one limit's editor: the typed value, its error, one call at a time. `run` sends a
 * change; the answer's overview goes to `onResult` and its sentence (已生效, or when an increase
 * may be confirmed) to a toast; a refusal shows under the field.
 */
export function useLimitEditor(onResult: (result: Result) => void) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const change = (value: string) => {
    setText(value);
    if (error) setError(undefined);
  };

  const run = async (send: () => Promise<Result>, clearOnSuccess = true) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await send();
      onResult(result);
      if (result.applied === 'pending') toast.info(result.message);
      else toast.success(result.message);
      if (clearOnSuccess) setText('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return { text, error, busy, change, setError, run };
}
