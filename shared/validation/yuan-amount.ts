import { z } from 'zod';
import { yuanTextToFen } from '../contract/fen';

/** SPEC §5: an amount is typed in yuan with at most two decimals. */
export const YUAN_AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/** The messages of one amount field, in the order they are checked. */
export interface YuanAmountMessages {
  required: () => string;
  tooLong: () => string;
  invalid: () => string;
}

/**
 * An amount as typed (yuan text): required, at most `maxLength` characters, a number with at
 * most two decimals, then `limitError` on its value in fen (above 0, a channel's or a member's
 * limits: the message, or undefined when it passes); each failure with its own message and
 * the first one only. Parses to the fen value; the deposit and the withdrawal forms build on it.
 */
export function yuanAmount(
  maxLength: number,
  messages: YuanAmountMessages,
  limitError: (fen: number) => string | undefined,
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(maxLength, { error: messages.tooLong, abort: true })
    .regex(YUAN_AMOUNT, { error: messages.invalid, abort: true })
    .transform((text, ctx) => {
      const fen = yuanTextToFen(text);
      const error = limitError(fen);
      if (error) {
        ctx.issues.push({ code: 'custom', message: error, input: text });
        return z.NEVER;
      }
      return fen;
    });
}
