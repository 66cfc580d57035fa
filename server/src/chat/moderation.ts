import { chat } from '@site/shared/contract';
import { chatText } from '../messages/chat';

/** Send rate per member over every room: at most this many messages in the window. */
export const RATE_LIMIT = { messages: 5, windowSeconds: 10 } as const;

// A URL, a bare domain of a common TLD, or "www." anything: links pull players to other sites.
const LINK =
  /(https?:\/\/|www\.|[a-z0-9-]+\s*(\.|点|。)\s*(com|net|cn|org|io|xyz|top|vip|cc|me|app|info)\b)/i;
// A mainland mobile number (with spaces or dashes inside), or any 7+ digit run (QQ, landline).
const PHONE = /(?:^|\D)1[3-9](?:[\s-]?\d){9}(?:\D|$)|\d{7,}/;

/**
 * What is wrong with a message's text, as the Chinese reason a sender sees, or null when it
 * may go out. Pure: the room and member checks (mute, level, slow mode, rate) are in rooms.ts.
 */
export function textProblem(text: string, blockedWords: readonly string[]): string | null {
  if (text.length === 0) return chatText.empty;
  if ([...text].length > chat.CHAT_MAX_LENGTH) return chatText.tooLong(chat.CHAT_MAX_LENGTH);
  const folded = text.toLowerCase().replace(/\s+/g, '');
  const word = blockedWords.find((w) => folded.includes(w.toLowerCase()));
  if (word) return chatText.blockedWord(word);
  if (LINK.test(text)) return chatText.link;
  if (PHONE.test(text)) return chatText.phone;
  return null;
}

/** Whole seconds still to wait, or 0: `lastAt` and `now` in ms. */
export function secondsToWait(lastAt: number | null, intervalSeconds: number, now: number): number {
  if (lastAt === null || intervalSeconds <= 0) return 0;
  const left = lastAt + intervalSeconds * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
