import type { ApiError } from '../http/api-error';
import type { TransferKind, Wallet } from './ledger';
import type { Refusal } from './refusal';

/** What a policy sees of a movement when it decides whether it guards it. */
export interface MovementShape {
  kind: TransferKind;
  from: Wallet;
  to: Wallet;
}

/**
 * The named values a policy's SQL may use, as `:name`. The door binds them as parameters;
 * the generated venue_transfer() function (venue-transfer-function.ts) as its variables.
 *   :member      bigint  the member whose money moves
 *   :amount      bigint  fen
 *   :venue_from  text    the venue the money leaves, or NULL
 *   :venue_to    text    the venue the money enters, or NULL
 *   :token       text    the session token of the call, or NULL when the route checked it
 *   :site        text    the brand's site id, or NULL
 */
export const POLICY_PARAMS = {
  member: 'bigint',
  amount: 'bigint',
  venue_from: 'text',
  venue_to: 'text',
  token: 'text',
  site: 'text',
} as const;

export type PolicyParam = keyof typeof POLICY_PARAMS;

/**
 * One rule that applies before any money moves. A new rule (a loss limit, an operator's
 * freeze) is one file under policies/ and one line in policies/index.ts: the door and the
 * venue_transfer() function both run the list, in its order, under the member's lock, in
 * the movement's transaction (so a limit counted here cannot be passed by parallel calls).
 */
export interface MoneyPolicy<R extends Refusal = Refusal> {
  readonly name: R['policy'];
  /** Whether this policy applies to the movement. */
  guards(movement: MovementShape): boolean;
  /** One SQL expression: NULL lets the movement through, a jsonb refusal stops it. */
  readonly sql: string;
  /** The answer a player gets for a refusal of this policy. */
  error(refusal: R): ApiError;
}

/** A member wallet's venue, or null. */
export function venueOfWallet(wallet: Wallet): string | null {
  return wallet.kind === 'venue' ? wallet.venue : null;
}

/** Kinds a member starts with their own money to play: a stake, a round, money into a venue. */
export const PLAY_KINDS: ReadonlySet<TransferKind> = new Set(['venue_in', 'sport_stake', 'game_bet']);

/** The movement takes money out of a venue (to the center wallet or to another venue). */
export const leavesVenue = (m: MovementShape): boolean =>
  m.from.kind === 'venue' && (m.kind === 'venue_out' || m.kind === 'wallet_transfer');
