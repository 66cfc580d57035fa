import { z } from 'zod';
import { message } from '../validation-messages';
import { calendarDate } from '../text';

/**
 * The funds calls of SPEC §7 (issue 4): wallet and venue transfers, deposit, withdrawal,
 * transaction record. Money is yuan text with at most two decimals on the wire and integer
 * fen on the server. Every call that moves money is idempotent on the `request-id` header:
 * a repeat returns the first answer (success or error) and moves nothing.
 */
export const FD = '/fd/api/v1';
export const GAME = '/game/api/v1';
export const SITE = '/site/api/v1';

/** An amount a member types: positive, at most two decimals, at most 12 characters (SPEC §5). */
export const amountText = z
  .string()
  .max(12, { error: message('validation.amountTooLong') })
  .regex(/^\d+(\.\d{1,2})?$/, { error: message('validation.amountFormat') })
  .refine((s) => Number(s) > 0, { error: message('validation.amountPositive') });

export const channelCode = z
  .string()
  .regex(/^[A-Z0-9]{2,10}$/, { error: message('validation.venueCodeInvalid') });
export const orderNo = z.string().regex(/^[A-Z0-9]{8,40}$/, { error: message('validation.orderNoInvalid') });
/** Passwords travel as md5 (SPEC §3, §9). */
export const md5Text = z.string().regex(/^[0-9a-fA-F]{32}$/, { error: message('validation.passwordMd5') });
/** A record filter's day: YYYY-MM-DD that exists (no 2026-13-45, no 0000-01-01). */
export const dateText = calendarDate;

export const usdtProtocol = z.enum(['TRC20', 'ERC20']);
/** The body of every call about one order. */
export const orderRequest = z.object({ orderNo }).strict();
