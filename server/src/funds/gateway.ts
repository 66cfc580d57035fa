import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/db';
import { toInt } from '../db/db';
import { findDeposit, settleDeposit, type DepositRow, type GatewayResult } from './deposits';
import { GATEWAY_TEXT } from '../messages/gateway';

/**
 * A payment provider's callback ("notify") as every real one sends it: what happened to
 * which order, for how much, when, a nonce, and an HMAC-SHA256 over all of that with a
 * secret shared only between the provider and this server. The browser never sees the
 * secret, so a player cannot forge a completion.
 */
export const gatewayCallbackSchema = z.strictObject({
  orderNo: z.string().regex(/^[A-Z0-9]{8,40}$/),
  /** Fen, as an integer: what the provider actually collected. */
  amount: z.number().int().positive(),
  status: z.enum(['paid', 'failed']),
  /** ms since the epoch. */
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[0-9a-zA-Z]{16,64}$/),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type GatewayCallback = z.output<typeof gatewayCallbackSchema>;

/** How far a callback's timestamp may be from our clock (both ways). */
export const CALLBACK_WINDOW_MS = 5 * 60_000;

function canonical(c: Omit<GatewayCallback, 'sign'>): string {
  return [c.orderNo, String(c.amount), c.status, String(c.timestamp), c.nonce].join('|');
}

export function signCallback(secret: string, c: Omit<GatewayCallback, 'sign'>): string {
  return createHmac('sha256', secret).update(canonical(c)).digest('hex');
}

/** Constant-time comparison of the expected and the given signature (equal lengths by schema). */
export function signatureValid(secret: string, c: GatewayCallback): boolean {
  const expected = Buffer.from(signCallback(secret, c), 'hex');
  const given = Buffer.from(c.sign, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class GatewayRejected extends Error {}

/**
 * Verifies a callback and settles its order exactly once: bad signature, stale or future
 * timestamp, a nonce seen before, an unknown order or an amount other than the order's
 * are refused and change nothing.
 */
export async function acceptCallback(
  db: Db,
  secret: string,
  raw: unknown,
  now = Date.now(),
): Promise<{ order: DepositRow; changed: boolean }> {
  const parsed = gatewayCallbackSchema.safeParse(raw);
  if (!parsed.success) throw new GatewayRejected(GATEWAY_TEXT.badCallback);
  const c = parsed.data;
  if (!signatureValid(secret, c)) throw new GatewayRejected(GATEWAY_TEXT.badSignature);
  if (Math.abs(now - c.timestamp) > CALLBACK_WINDOW_MS) throw new GatewayRejected(GATEWAY_TEXT.stale);
  const order = await findDeposit(db, c.orderNo).catch(() => null);
  if (!order) throw new GatewayRejected(GATEWAY_TEXT.noOrder);
  if (toInt(order.amount) !== c.amount) throw new GatewayRejected(GATEWAY_TEXT.amountMismatch);
  const fresh = await db.query(
    'INSERT INTO gateway_callbacks (nonce, order_no, status) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING nonce',
    [c.nonce, c.orderNo, c.status],
  );
  if (fresh.length === 0) throw new GatewayRejected(GATEWAY_TEXT.replay);
  return settleDeposit(db, c.orderNo, c.status satisfies GatewayResult);
}

/** GATEWAY_SECRET from the environment, else a random one for this process (the simulated provider lives in it). */
export function gatewaySecretOf(value: string | undefined): string {
  if (value && value.length >= 32) return value;
  if (value) throw new Error('GATEWAY_SECRET must be at least 32 characters');
  return randomBytes(32).toString('hex');
}
