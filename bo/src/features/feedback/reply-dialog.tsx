import { useState } from 'react';
import styled from 'styled-components';
import { backoffice as bo } from '@site/shared/contract';
import { Button, Dialog, toast } from '@site/shared/ui';
import { boCall, errorText } from '../../api';
import { TextArea } from '../../components/text-area';
import { bt } from '../../messages';
import { feedbackText as text, fill } from './texts';

const Body = styled.div`
  display: grid;
  gap: 12px;
`;

const Quote = styled.blockquote`
  margin: 0;
  padding: 8px 12px;
  border-left: 3px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textSecondary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ServerError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
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
  const [reply, setReply] = useState(row.reply);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = replySchema.safeParse(reply).success;

  async function send() {
    setTouched(true);
    if (!valid) return;
    setBusy(true);
    setFailure(null);
    try {
      await boCall(bo.replyFeedback, { id: row.id, reply: reply.trim() });
      toast.success(fill(text.sent, { member: row.memberName }));
      onDone();
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
      width={520}
      title={fill(text.replyTitle, { member: row.memberName })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {bt('common.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void send()}>
            {text.send}
          </Button>
        </>
      }
    >
      <Body>
        <Quote>{row.content}</Quote>
        <TextArea
          label={text.replyLabel}
          required
          placeholder={text.replyPlaceholder}
          value={reply}
          maxLength={1000}
          onChange={(e) => setReply(e.target.value)}
          error={touched && !valid ? text.replyTooShort : undefined}
        />
        {failure && <ServerError role="alert">{failure}</ServerError>}
      </Body>
    </Dialog>
  );
}
