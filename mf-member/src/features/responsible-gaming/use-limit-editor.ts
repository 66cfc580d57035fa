import { useState } from 'react';
import type { protection } from '@site/shared/contract';
import { toast } from '@site/shared/ui';
import { errorText } from '../../lib/member-info';

type Result = protection.ChangeResult;

/** What a limit's form does with the answer: show a refusal under its field, empty the field. */
export interface LimitField {
  refused: (message: string) => void;
  clear: () => void;
}

/**
 * One call at a time for a limit's editor: `run` sends a change; the answer's overview goes to
 * `onResult` and its sentence (已生效, or when an increase may be confirmed) to a toast; a
 * refusal shows under the field. The typed value and its check are the row's form.
 */
export function useLimitEditor(onResult: (result: Result) => void, field: LimitField) {
  const [busy, setBusy] = useState(false);

  const run = async (send: () => Promise<Result>, clearOnSuccess = true) => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await send();
      onResult(result);
      if (result.applied === 'pending') toast.info(result.message);
      else toast.success(result.message);
      if (clearOnSuccess) field.clear();
    } catch (e) {
      field.refused(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
