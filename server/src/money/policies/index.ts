import { agePolicy } from './age';
import { bonusLockPolicy, venueActivityPolicy } from './bonus-lock';
import { lossLimitPolicy, wagerLimitPolicy } from './limits';
import { playRestrictionPolicy, promotionRestrictionPolicy, withdrawFreezePolicy } from './restrictions';
import { sessionLimitPolicy } from './session-limit';
import { sessionPolicy } from './session';
import { venuePolicy } from './venue';
import type { MoneyPolicy } from '../policy';

/**
 * Every rule that applies before money moves, in the order they are asked: who is asking,
 * what the operator or the player has restricted, whether the player may play at all, then
 * the venue and the bonus locks. The first refusal answers. Player-protection limits (deposit,
 * loss and wager limits) go after the restrictions: each is one file here and one line below.
 */
export const MONEY_POLICIES: readonly MoneyPolicy[] = [
  sessionPolicy,
  withdrawFreezePolicy,
  playRestrictionPolicy,
  promotionRestrictionPolicy,
  sessionLimitPolicy,
  wagerLimitPolicy,
  lossLimitPolicy,
  agePolicy,
  venuePolicy,
  bonusLockPolicy,
  venueActivityPolicy,
];

export { REWARD_TURNOVER_OWED_SQL } from './bonus-lock';
