import { z } from 'zod';
import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../http/api-error';

/**
 * Why a money policy stopped a movement: a typed value, made by the policy's SQL (one jsonb
 * per refusal), stored as the call's idempotent outcome and worded only when answered
 * (`errorOfRefusal`), so a repeat of the request id answers the same words in any locale.
 */
export const refusalSchema = z.discriminatedUnion('policy', [
  z.object({ policy: z.literal('session') }),
  z.object({
    policy: z.literal('restriction'),
    restriction: z.enum(['freeze_play', 'freeze_withdraw', 'timeout', 'self_exclusion']),
    /** ISO time the restriction ends; null until an operator lifts it. */
    until: z.string().nullable(),
  }),
  /** No rewards during a time-out or self-exclusion (policies/restrictions.ts); until: ISO time. */
  z.object({ policy: z.literal('promotion_restriction'), until: z.string() }),
  /** Player protection (policies/limits.ts): amounts in fen, resets an ISO time or null. */
  z.object({
    policy: z.literal('limit'),
    limit: z.enum(['deposit', 'loss', 'wager']),
    period: z.enum(['day', 'week', 'month']),
    amount: z.number().int(),
    left: z.number().int(),
    resets: z.string().nullable(),
  }),
  z.object({ policy: z.literal('session_limit'), minutes: z.number().int() }),
  z.object({ policy: z.literal('age'), reason: z.enum(['missing', 'under']) }),
  z.object({
    policy: z.literal('venue'),
    reason: z.enum(['unknown', 'maintenance']),
    /** The venue's name (maintenance) or the code asked for (unknown). */
    venue: z.string(),
  }),
  z.object({ policy: z.literal('bonus_lock'), owed: z.number().int().positive() }),
  z.object({ policy: z.literal('venue_activity'), venue: z.string() }),
  /** Not a policy: the ledger's conditional debit found less than the amount. */
  z.object({
    policy: z.literal('funds'),
    wallet: z.enum(['center', 'lock', 'venue']),
    venue: z.string().nullable().optional(),
  }),
]);

export type Refusal = z.infer<typeof refusalSchema>;
export type PolicyName = Refusal['policy'];

/** Reads a refusal the database answered (jsonb: an object on PGlite, text or object on pg). */
export function parseRefusal(value: unknown): Refusal {
  return refusalSchema.parse(typeof value === 'string' ? JSON.parse(value) : value);
}

/**
 * Thrown by the money door (door.ts `moveMoney`) when a policy refuses a movement, before any
 * money moved. Carries the typed refusal, so `idempotent` stores it as the call's outcome.
 */
export class MoneyRefusedError extends ApiError {
  readonly refusal: Refusal;

  constructor(refusal: Refusal, error: ApiError) {
    super(error.code, error.message, error.data);
    this.name = 'MoneyRefusedError';
    this.refusal = refusal;
  }
}

/** The code every refusal answers when no policy words it (a bug, never a player's fault). */
export const FALLBACK_REFUSAL = new ApiError(ErrorCode.SERVER_ERROR);
