import styled from 'styled-components';
import type { TipsDialogOptions } from '../events';
import { t } from '../i18n';
import { Button } from './button';
import { Dialog } from './dialog';

export interface TipsDialogProps extends TipsDialogOptions {
  open: boolean;
  /** Called after the dialog has been answered or dismissed, once per answer. */
  onClose: () => void;
  /** Default 400. */
  width?: number;
}

const Message = styled.div`
  padding: 4px 0 8px;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-align: center;
  white-space: pre-line;
  word-break: break-word;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  width: 100%;
  & > * {
    min-width: 120px;
  }
`;

/**
 * The generic tips dialog of SPEC §2. Defaults: title 温馨提示, sure 确定, cancel 取消,
 * no cancel button, closable. Dismissing it (close icon, Escape, mask) counts as a cancel,
 * so a caller waiting for an answer always gets one: onSure or onCancel, never both.
 */
export function TipsDialog({
  open,
  onClose,
  msg,
  title,
  isShowCancel = false,
  sureText,
  cancelText,
  closeAble = true,
  onSure,
  onCancel,
  width = 400,
}: TipsDialogProps) {
  const cancel = () => {
    onClose();
    onCancel?.();
  };
  const sure = () => {
    onClose();
    onSure?.();
  };
  return (
    <Dialog
      open={open}
      onClose={cancel}
      title={title ?? t('ui.tips.title')}
      closable={closeAble}
      width={width}
      footer={
        <Actions>
          {isShowCancel && (
            <Button variant="secondary" onClick={cancel}>
              {cancelText ?? t('ui.tips.cancel')}
            </Button>
          )}
          <Button variant="primary" onClick={sure} data-autofocus>
            {sureText ?? t('ui.tips.sure')}
          </Button>
        </Actions>
      }
    >
      <Message>{msg}</Message>
    </Dialog>
  );
}
