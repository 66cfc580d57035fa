import { useId, useState } from 'react';
import styled from 'styled-components';
import { chat } from '@site/shared/contract';
import { useZodForm } from '@site/shared/forms';
import { t } from '@site/shared/i18n';
import { Button, Dialog, FormError } from '@site/shared/ui';
import { chatReportForm } from '@site/shared/validation';
import type { ReportDialogProps } from './report-dialog';

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Reasons = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.xs};
`;
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
const Note = styled.textarea`
  display: block;
  width: 100%;
  box-sizing: border-box;
  min-height: 72px;
  margin-top: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;
  resize: vertical;
`;
const Done = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/**
 * 举报消息: a reason (广告/刷屏, 辱骂, 诈骗, 其他) and an optional note, sent as 10020. The server's
 * answer is shown as it says it: done (the dialog then only confirms), already reported, too
 * often. A missing reason or a too-long note is named before anything is sent.
 */
export function ReportDialogForm({ client, target, onClose }: ReportDialogProps) {
  const noteId = useId();
  const { register, handleSubmit, setError, clearErrors, formState } = useZodForm(chatReportForm, {
    defaultValues: { note: '' },
  });
  const { errors, isSubmitting } = formState;
  const [done, setDone] = useState<string | null>(null);
  const max = chat.REPORT_NOTE_MAX;
  const error = errors.reason?.message ?? errors.note?.message ?? errors.root?.message;
  const edited = () => clearErrors();

  const submit = handleSubmit(async ({ reason, note }) => {
    const result = await client.report(target.message.id, reason, note, t('chat.reportTimeout'));
    if (result.ok || result.already) setDone(result.message);
    else setError('root', { message: result.message });
  });

  const formId = `${noteId}-form`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chat.reportTitle')}
      width={400}
      footer={
        done ? (
          <Button onClick={onClose}>{t('chat.dismiss')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('chat.reportCancel')}
            </Button>
            <Button type="submit" form={formId} variant="danger" loading={isSubmitting}>
              {isSubmitting ? t('chat.reportSending') : t('chat.reportSubmit')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Done role="status">{done}</Done>
      ) : (
        <form
          id={formId}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={t('chat.reportTitle')}
        >
          <Quote aria-label={t('chat.reportQuote')}>
            {target.shownName}：{target.message.msg}
          </Quote>
          <Reasons>
            <legend>{t('chat.reportReason')}</legend>
            <Choices>
              {chat.REPORT_REASONS.map((r) => (
                <Choice key={r}>
                  <input type="radio" value={r} {...register('reason', { onChange: edited })} />
                  {t(`chat.reportReasons.${r}`)}
                </Choice>
              ))}
            </Choices>
          </Reasons>
          <label htmlFor={noteId}>{t('chat.reportNote', { max })}</label>
          <Note id={noteId} {...register('note', { onChange: edited })} />
          <FormError>{error}</FormError>
        </form>
      )}
    </Dialog>
  );
}
