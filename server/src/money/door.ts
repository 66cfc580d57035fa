import type { Queryable } from '../db/db';
import { lockMember, move, type Moved, type Movement } from './ledger';
import {
  POLICY_PARAMS,
  venueOfWallet,
  type MoneyPolicy,
  type MovementShape,
  type PolicyParam,
} from './policy';
import { MONEY_POLICIES } from './policies';
import { errorOfRefusal } from './errors';
import { MoneyRefusedError, parseRefusal, type Refusal } from './refusal';
import { countMovement } from '../realtime/metrics';

/** Who asks, where the route has not already checked it (the session token of the call). */
export interface MoneyContext {
  token?: string | null;
  siteId?: string | null;
}

/** `:name` placeholders of policy SQL (never the `::type` of a cast). */
const PLACEHOLDER = /(?<!:):(member|amount|venue_from|venue_to|token|site)\b/g;

/** A policy's SQL with its placeholders replaced by `to(name)`. */
export function bindPolicySql(sql: string, to: (name: PolicyParam) => string): string {
  return sql.replace(PLACEHOLDER, (_match, name: PolicyParam) => to(name));
}

/** The policies that guard a movement, in the list's order. */
export function policiesFor(movement: MovementShape, list: readonly MoneyPolicy[] = MONEY_POLICIES) {
  return list.filter((p) => p.guards(movement));
}

/** One expression: the first refusal of `policies`, or NULL (COALESCE stops at the first). */
export function firstRefusalSql(policies: readonly MoneyPolicy[], to: (name: PolicyParam) => string): string {
  if (policies.length === 0) return 'NULL::jsonb';
  return `coalesce(${policies.map((p) => `(${bindPolicySql(p.sql, to)})`).join(',\n  ')})`;
}

const ORDER = Object.keys(POLICY_PARAMS) as PolicyParam[];
const compiled = new Map<string, string>();

/** The door's statement for a set of policies: fixed text per set, so it is prepared once. */
function statementFor(policies: readonly MoneyPolicy[]): string {
  const key = policies.map((p) => MONEY_POLICIES.indexOf(p)).join(',');
  let sql = compiled.get(key);
  if (!sql) {
    const to = (name: PolicyParam) => `$${ORDER.indexOf(name) + 1}::${POLICY_PARAMS[name]}`;
    // Every parameter typed once, used or not (an unused `$n` has no type to bind).
    const typed = ORDER.map((name) => to(name)).join(', ');
    sql = `SELECT ${firstRefusalSql(policies, to)} AS refusal FROM (SELECT ${typed}) AS params`;
    compiled.set(key, sql);
  }
  return sql;
}

/**
 * The first refusal of the money policies for `movement`, or null when it may go ahead. Takes
 * the member's lock first (ledger.ts `lockMember`), so what the policies read (limits, bonus
 * turnover, restrictions) cannot change before the movement commits in the same transaction.
 */
export async function refusalOf(
  q: Queryable,
  movement: Movement,
  context: MoneyContext = {},
): Promise<Refusal | null> {
  const policies = policiesFor(movement);
  if (policies.length === 0) return null;
  await lockMember(q, movement.memberId);
  const values: Record<PolicyParam, unknown> = {
    member: movement.memberId,
    amount: movement.amount,
    venue_from: venueOfWallet(movement.from),
    venue_to: venueOfWallet(movement.to),
    token: context.token ?? null,
    site: context.siteId ?? null,
  };
  const [row] = await q.query<{ refusal: unknown }>(
    statementFor(policies),
    ORDER.map((name) => values[name]),
    { prepare: true },
  );
  return row?.refusal === null || row?.refusal === undefined ? null : parseRefusal(row.refusal);
}

/**
 * Asks the policies before a flow does its own checks (a withdrawal answers 6413 before it
 * looks at the card), so the player hears the rule that matters first. The movement itself
 * still goes through `moveMoney`, which asks again under the same lock.
 * @throws {MoneyRefusedError} the first policy's refusal.
 */
export async function assertMayMove(
  q: Queryable,
  movement: Movement,
  context: MoneyContext = {},
): Promise<void> {
  const refusal = await refusalOf(q, movement, context);
  if (refusal) throw new MoneyRefusedError(refusal, errorOfRefusal(refusal));
}

/**
 * THE money door: every movement of a member's money goes through here. Runs the money
 * policies (policies/index.ts) in order, then the ledger (`move`) in the same transaction.
 * @throws {MoneyRefusedError} the first policy's refusal; nothing has moved.
 * @throws {InsufficientFundsError} when the paying wallet holds less than the amount.
 */
export async function moveMoney(
  q: Queryable,
  movement: Movement,
  context: MoneyContext = {},
): Promise<Moved> {
  await assertMayMove(q, movement, context);
  const moved = await move(q, movement);
  countMovement(movement.kind, movement.amount);
  return moved;
}
