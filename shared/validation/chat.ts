import { z } from 'zod';
import { t } from '@site/shared/i18n';
import { chat } from '@site/shared/contract';
import { message } from './messages';

/** A chat message: trimmed, and a blank one is not sent (SPEC §5). */
export const chatMessage = z
  .string({ error: message('validation.chatMessageEmpty') })
  .trim()
  .min(1, { error: message('validation.chatMessageEmpty') });

/** The text to send, trimmed, or null when there is nothing to send. */
export function prepareChatMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * 举报消息 (mf-chat): a reason from the contract's list (请选择举报原因) and an optional note
 * of at most REPORT_NOTE_MAX characters once trimmed, as the server's report frame checks it.
 */
export const chatReportForm = z.object({
  reason: z.enum(chat.REPORT_REASONS, { error: () => t('chat.reportPickReason') }),
  note: z.string().refine((note) => [...note.trim()].length <= chat.REPORT_NOTE_MAX, {
    error: () => t('chat.reportNoteTooLong', { max: chat.REPORT_NOTE_MAX }),
  }),
});
