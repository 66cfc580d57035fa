import { useState, type FormEvent } from 'react';
import { ApiError, failureText } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { toast, type VerificationCode } from '@site/shared/ui';
import { verificationCode } from '@site/shared/validation';
import { refreshMemberInfo } from '../../lib/member-info';

/**
 * The submit of a bind-with-a-code form (phone, e-mail): checks the target and the code (and
 * that one was sent), binds, toasts, refreshes the member info and calls `onDone`. A target
 * already bound to someone else (6009) shows under the target field, any other refusal under
 * the code.
 */
export function useCodeBind<T>({
  flow,
  checkTarget,
  setTargetError,
  bind,
  success,
  onDone,
}: {
  flow: VerificationCode<T>;
  /** The valid target, or null after showing why not. */
  checkTarget: () => string | null;
  setTargetError: (error: string) => void;
  bind: (target: string, code: string) => Promise<unknown>;
  success: string;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const target = checkTarget();
    const parsedCode = verificationCode.safeParse(flow.code);
    const codeError = !parsedCode.success
      ? parsedCode.error.issues[0]?.message
      : !flow.requested
        ? t('validation.codeNotRequested')
        : undefined;
    if (codeError) flow.setError(codeError);
    if (target === null || codeError || !parsedCode.success) return;
    setBusy(true);
    try {
      await bind(target, parsedCode.data);
      toast.success(success);
      await refreshMemberInfo().catch(() => undefined);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === ErrorCode.DATA_EXISTS) setTargetError(failureText(e));
      else flow.setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
