import { Fragment } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Dialog } from '@site/shared/ui';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 10px 16px;
  margin: 12px 0 0;
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
    word-break: break-all;
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  rows: readonly { label: string; value: string }[];
  confirmText: string;
  /** While true the dialog cannot be closed and the confirm button spins (no double submit). */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look at an account before it is bound: bound accounts cannot be edited by the member. */
export function ConfirmDialog({
  open,
  title,
  text,
  rows,
  confirmText,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      closable={!busy}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('cards.common.cancel')}
          </Button>
          <Button variant="primary" loading={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Lead>{text}</Lead>
      <Rows>
        {rows.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </Rows>
    </Dialog>
  );
}
