import { ApiError, failureText } from '@site/shared/api';
import { ErrorCode } from '@site/shared/contract';
import { toast } from '@site/shared/ui';
import { refreshMemberInfo } from '../../lib/member-info';

/**
 * The save of a bind-with-a-code form (phone, e-mail), once its schema passed: binds, toasts,
 * refreshes the member info and calls `onDone`. A target already bound to someone else
 * (6009) shows under the target field, any other refusal under the code.
 */
export async function bindWithCode({
  bind,
  success,
  onDone,
  setTargetError,
  setCodeError,
}: {
  bind: () => Promise<unknown>;
  success: string;
  onDone: () => void;
  setTargetError: (error: string) => void;
  setCodeError: (error: string) => void;
}): Promise<void> {
  try {
    await bind();
  } catch (e) {
    if (e instanceof ApiError && e.statusCode === ErrorCode.DATA_EXISTS) setTargetError(failureText(e));
    else setCodeError(failureText(e));
    return;
  }
  toast.success(success);
  await refreshMemberInfo().catch(() => undefined);
  onDone();
}
