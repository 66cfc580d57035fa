import { ErrorCode } from '@site/shared/contract';
import { ADULT_AGE } from '@site/shared/validation';
import { ApiError } from '../../http/api-error';
import { memberMessages } from '../../messages/members';
import type { MoneyPolicy } from '../policy';

/**
 * SPEC §5: players are 18 or older, on today's date in China (UTC+8, no DST). Every stake and
 * round; the launch and the sportsbook route ask for the birthday before (auth/member-profile.ts
 * `assertAdult`, with the same messages).
 */
export const agePolicy: MoneyPolicy<{ policy: 'age'; reason: 'missing' | 'under' }> = {
  name: 'age',
  guards: (m) => m.kind === 'sport_stake' || m.kind === 'game_bet',
  sql: `(SELECT CASE
      WHEN birthday IS NULL THEN '{"policy":"age","reason":"missing"}'::jsonb
      WHEN birthday > ((now() AT TIME ZONE 'UTC') + interval '8 hours')::date - interval '${ADULT_AGE} years'
        THEN '{"policy":"age","reason":"under"}'::jsonb END
    FROM members WHERE id = :member)`,
  error: (refusal) =>
    new ApiError(
      ErrorCode.AUTHENTICATION_REQUIRED,
      refusal.reason === 'missing' ? memberMessages.birthdayRequired : memberMessages.underAge,
    ),
};
