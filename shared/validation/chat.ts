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

/** One score box of the prediction: 1-2 digits, read as the number the contract's frame takes (0-99). */
const predictedScore = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, { error: () => t('chat.predictScoreInvalid') })
  .transform(Number)
  .pipe(chat.predictFrame.shape.home);

/**
 * 竞猜比分 (mf-chat, a match room): the home and away scores as typed, each 0-99 (请输入0-99之间的比分
 * when a box is empty), parsed to the numbers of the prediction frame.
 */
export const predictionForm = z.object({ home: predictedScore, away: predictedScore });
