import { z } from 'zod';
import { message } from './validation-messages';

export { yuanTextToFen, fenToYuanText } from './fen';

/** The wire form of an amount: yuan text with at most two decimals (fen.ts converts it). */
export const moneyText = z
  .string()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, { error: message('validation.moneyFormat') });
