import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { boCall } from '../../api';
import { ReasonDialog, type TextFieldSpec } from '../../components/reason-dialog';
import { feedbackText as text, fill } from './texts';

const Quote = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 3px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textSecondary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const replySchema = bo.replyFeedback.request.shape.reply;

/** The reply goes to the player's 我的反馈 (shown unread); the server's refusal stays in the dialog. */
export function ReplyDialog({
  row,
  onClose,
  onDone,
}: {
  row: bo.FeedbackRow;
  onClose: () => void;
  onDone: () => void;
}) {
  const field: TextFieldSpec = {
    label: text.replyLabel,
    placeholder: text.replyPlaceholder,
    initial: row.reply,
    maxLength: 1000,
    valid: (value) => replySchema.safeParse(value).success,
    error: text.replyTooShort,
  };
  return (
    <ReasonDialog
      field={field}
      title={fill(text.replyTitle, { member: row.memberName })}
      confirmText={text.send}
      onSubmit={async (reply) => {
        await boCall(bo.replyFeedback, { id: row.id, reply });
        return fill(text.sent, { member: row.memberName });
      }}
      onClose={onClose}
      onDone={onDone}
    >
      <Quote>{row.content}</Quote>
    </ReasonDialog>
  );
}
