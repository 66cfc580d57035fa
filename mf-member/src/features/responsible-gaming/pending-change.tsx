import type { protection } from '@site/shared/contract';
import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { PendingBox } from './layout';

export interface PendingChangeProps {
  pending: protection.PendingChange;
  /** The asked-for value as the page writes it (500 元, 60 分钟). */
  show: (value: string) => string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An increase or removal waiting out its 24 hours (RTS 12): what was asked, when it may be
 * confirmed, and 确认 only once that time has come; the limit in force stays until then.
 */
export function PendingChange({ pending, show, busy, onConfirm, onCancel }: PendingChangeProps) {
  const value = pending.value === null ? t('protection.pending.removal') : show(pending.value);
  return (
    <PendingBox role="status" data-testid="pending-change">
      <strong>{t('protection.pending.label', { value })}</strong>
      {!pending.confirmable && <span>{t('protection.pending.wait')}</span>}
      <span>{t('protection.pending.confirmableAt', { time: pending.confirmableAt })}</span>
      {pending.confirmable && (
        <Button size="sm" loading={busy} onClick={onConfirm}>
          {t('protection.pending.confirm')}
        </Button>
      )}
      <Button size="sm" variant="text" disabled={busy} onClick={onCancel}>
        {t('protection.pending.cancel')}
      </Button>
    </PendingBox>
  );
}
