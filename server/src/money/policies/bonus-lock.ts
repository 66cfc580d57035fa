import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../../http/api-error';
import { moneyMessages } from '../../messages/money';
import { venueMessages } from '../../messages/venues';
import { leavesVenue, type MoneyPolicy } from '../policy';

/**
 * The turnover a member still owes on their active bonuses (fen), `$1` = member: the one
 * statement of the rule, read by the bonus-lock policy and by the pages that show it.
 */
export const REWARD_TURNOVER_OWED_SQL = `(SELECT coalesce(sum(required_fen - done_fen), 0) FROM reward_turnover
      WHERE member_id = $1 AND status = 'active')`;

/**
 * The 6413 rule (SPEC §8 venue activity): while a bonus's turnover is unmet, money may not
 * leave a venue nor be withdrawn. The refusal says how much turnover is left.
 */
export const bonusLockPolicy: MoneyPolicy<{ policy: 'bonus_lock'; owed: number }> = {
  name: 'bonus_lock',
  guards: (m) => leavesVenue(m) || m.kind === 'withdraw_lock',
  sql: `(SELECT CASE WHEN owed > 0 THEN jsonb_build_object('policy', 'bonus_lock', 'owed', owed) END
    FROM (SELECT ${REWARD_TURNOVER_OWED_SQL.replace('$1', ':member')} AS owed) o)`,
  error: (refusal) => new ApiError(ErrorCode.VENUE_ACTIVITY, moneyMessages.bonusTurnoverOwed(refusal.owed)),
};

/**
 * A venue's own activity (transferred in with isActivity) holds the money in that venue until
 * its turnover is reached (6413).
 */
export const venueActivityPolicy: MoneyPolicy<{ policy: 'venue_activity'; venue: string }> = {
  name: 'venue_activity',
  guards: leavesVenue,
  sql: `(SELECT jsonb_build_object('policy', 'venue_activity', 'venue', v.name)
    FROM venues v WHERE v.code = :venue_from AND EXISTS (SELECT 1 FROM venue_activities a
      WHERE a.member_id = :member AND a.venue_code = :venue_from AND a.turnover < a.required_turnover))`,
  error: (refusal) => new ApiError(ErrorCode.VENUE_ACTIVITY, venueMessages.activityOwed(refusal.venue)),
};
