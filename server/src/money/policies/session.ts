import { ErrorCode } from '@site/shared/contract';
import { ApiError } from '../../http/api-error';
import { moneyMessages } from '../../messages/money';
import type { MoneyPolicy } from '../policy';

/**
 * The call's session is live on its brand (sessions.ts `requireMember`). Checked where the
 * movement itself carries the token (the venue_transfer() function, which has no route hook
 * before it); routes that ran `requireMember` pass no token and the check is NULL.
 */
export const sessionPolicy: MoneyPolicy<{ policy: 'session' }> = {
  name: 'session',
  guards: (m) => m.from.kind !== 'system',
  sql: `CASE WHEN :token IS NULL OR EXISTS (SELECT 1 FROM sessions WHERE token = :token
      AND member_id = :member AND site_id IS NOT DISTINCT FROM coalesce(:site, site_id)
      AND revoked_at IS NULL AND expires_at > now())
    THEN NULL ELSE '{"policy":"session"}'::jsonb END`,
  error: () => new ApiError(ErrorCode.LOGIN_EXPIRED, moneyMessages.sessionExpired),
};
