import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { Button, Dialog, toast } from '@site/shared/ui';
import { errorText } from '../api';
import { bt } from '../messages';
import { TextArea } from './text-area';

/** The contract's rule for an operator's reason (2-500 characters), kept in the audit log. */
const reasonSchema = bo.freezePlayer.request.shape.reason;

const Body = styled.div`
  display: grid;
  gap: 16px;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
`;

const ServerError = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: color-mix(in srgb, ${(p) => p.theme.colors.danger} 10%, transparent);
  color: ${(p) => p.theme.colors.danger};
`;

/** The dialog's text field: the audited reason unless told otherwise (a feedback reply...). */
export interface TextFieldSpec {
  label: string;
  placeholder: string;
  initial?: string;
  maxLength: number;
  valid: (value: string) => boolean;
  error: string;
}

const REASON: TextFieldSpec = {
  label: bt('common.reason'),
  placeholder: bt('common.reasonPlaceholder'),
  maxLength: 500,
  valid: (value) => reasonSchema.safeParse(value).success,
  error: bt('common.reasonRequired'),
};

export interface ReasonDialogProps {
  /** The text asked for; the reason by default. */
  field?: TextFieldSpec;
  title: string;
  hint?: ReactNode;
  /** Extra fields above the reason (freeze kind, amount...). */
  children?: ReactNode;
  confirmText?: string;
  danger?: boolean;
  /** False when the extra fields are not valid yet (they show their own errors). */
  beforeSubmit?: () => boolean;
  /** Sends the action; resolves with the toast to show. The server's refusal stays in the dialog. */
  onSubmit: (reason: string) => Promise<string>;
  onClose: () => void;
  onDone?: () => void;
}

/**
 * Every operator action asks for a reason (required, audited), or another text (`field`), and
 * shows the server's answer.
 */
export function ReasonDialog({
  field = REASON,
  title,
  hint,
  children,
  confirmText = bt('common.confirm'),
  danger = false,
  beforeSubmit,
  onSubmit,
  onClose,
  onDone,
}: ReasonDialogProps) {
  const [reason, setReason] = useState(field.initial ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reasonValid = field.valid(reason);

  async function submit() {
    setShowErrors(true);
    const extraValid = beforeSubmit ? beforeSubmit() : true;
    if (!reasonValid || !extraValid) return;
    setBusy(true);
    setFailure(null);
    try {
      const message = await onSubmit(reason.trim());
      toast.success(message);
      onDone?.();
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      title={title}
      width={480}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {bt('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void submit()}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Body>
        {hint !== undefined && <Hint>{hint}</Hint>}
        {children}
        <TextArea
          label={field.label}
          required
          placeholder={field.placeholder}
          value={reason}
          maxLength={field.maxLength}
          onChange={(e) => setReason(e.target.value)}
          error={showErrors && !reasonValid ? field.error : undefined}
        />
        {failure && <ServerError role="alert">{failure}</ServerError>}
      </Body>
    </Dialog>
  );
}
