import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../../http/api-error';
import { protectionMessages } from '../../messages/protection';
import { PLAY_KINDS, type MoneyPolicy } from '../policy';

/**
 * The session time limit (issue 29): no play in a login session older than the member's limit
 * (minutes). The session is the call's token when the movement carries it, else the member's
 * newest live session (the one a route's requireMember found). Logging in again starts a new one.
 */
export const sessionLimitPolicy: MoneyPolicy<{ policy: 'session_limit'; minutes: number }> = {
  name: 'session_limit',
  guards: (m) => PLAY_KINDS.has(m.kind),
  sql: `(SELECT jsonb_build_object('policy', 'session_limit', 'minutes', l.amount)
    FROM protection_limits l
   WHERE l.member_id = :member AND l.kind = 'session' AND l.amount IS NOT NULL
     AND (SELECT s.created_at FROM sessions s WHERE s.member_id = :member AND s.revoked_at IS NULL
           AND s.expires_at > now() AND (:token IS NULL OR s.token = :token)
         ORDER BY s.created_at DESC LIMIT 1) + l.amount * interval '1 minute' <= now())`,
  error: (refusal) =>
    new ApiError(ErrorCode.WARNING, protectionMessages.sessionLimitReached(refusal.minutes)),
};
