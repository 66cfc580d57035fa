import type { ApiError } from '../http/api-error';
import { CENTER, InsufficientFundsError, LOCK, venueWallet } from './ledger';
import { MONEY_POLICIES } from './policies';
import { FALLBACK_REFUSAL, type Refusal } from './refusal';

/** The player's answer for a refusal: worded by the policy that made it. */
export function errorOfRefusal(refusal: Refusal): ApiError {
  if (refusal.policy === 'funds') {
    return new InsufficientFundsError(
      refusal.wallet === 'venue'
        ? venueWallet(refusal.venue ?? '')
        : refusal.wallet === 'lock'
          ? LOCK
          : CENTER,
    );
  }
  const policy = MONEY_POLICIES.find((p) => p.name === refusal.policy);
  return policy ? policy.error(refusal) : FALLBACK_REFUSAL;
}
