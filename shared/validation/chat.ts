import { z } from 'zod';
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
