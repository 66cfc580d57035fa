import type { sports } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

/**
 * A SPEC §9 result code in Chinese: W 赢, LW 赢半, LL 输半, L 输, P 和局, A 退回 (stake
 * restored), D 取消 with its reason code (D0-DZ).
 */
export function resultLabel(code: sports.ResultCode, cancelReason: string | null = null): string {
  if (code === 'D' && cancelReason) return t('sports.result.cancelledWithReason', { reason: cancelReason });
  return t(`sports.result.${code}`);
}
