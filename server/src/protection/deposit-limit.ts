import type { Queryable } from '../db/db';
import { bindPolicySql } from '../money/door';
import { errorOfRefusal } from '../money/errors';
import { lockMember } from '../money/ledger';
import { DEPOSIT_LIMIT_SQL } from '../money/policies/limits';
import { MoneyRefusedError, parseRefusal } from '../money/refusal';
import { protectionMessages as text } from '../messages/protection';
import { refuseWhileRestricted } from './restrictions';

const SQL = `SELECT ${bindPolicySql(DEPOSIT_LIMIT_SQL, (name) =>
  name === 'member' ? '$1::bigint' : name === 'amount' ? '$2::bigint' : 'NULL::text',
)} AS refusal`;

/**
 * The deposit limit, asked when the deposit ORDER is made (the gateway's credit is never refused
 * once the money is collected, so the order is where the limit applies): paid and pending orders
 * in each window plus this one. Under the member's lock, in the order's transaction, so parallel
 * orders are counted one after another. No deposits during a time-out or self-exclusion.
 * @throws {MoneyRefusedError} 6012 naming the limit, what is left and when it resets.
 * @throws {ApiError} 6003 while timed out or self-excluded.
 */
export async function assertDepositAllowed(q: Queryable, memberId: number, amountFen: number): Promise<void> {
  await lockMember(q, memberId);
  await refuseWhileRestricted(q, memberId, text.noDeposits);
  const [row] = await q.query<{ refusal: unknown }>(SQL, [memberId, amountFen]);
  if (row?.refusal === null || row?.refusal === undefined) return;
  const refusal = parseRefusal(row.refusal);
  throw new MoneyRefusedError(refusal, errorOfRefusal(refusal));
}
