import type { FastifyRequest } from 'fastify';
import { ErrorCode, Header } from '@site/shared/contract';
import { ApiError } from '../http/api-error';
import { headerValue } from '../http/api-guard';
import type { SessionStore } from '../session/sessions';
import { helpMessages } from '../messages/help';
import type { Voter } from './votes-repository';

/**
 * Help pages are public, but only members vote (issue 26 item 10): a guest's device id is
 * whatever a script says it is, so 200 made-up ids were 200 votes. A member is one vote per
 * article, whatever device they vote from. This is the one place the help routes read the
 * session; `memberRoute` would turn guests away from reading the counts too.
 * @throws {ApiError} 6001 for a guest or a stale session.
 */
export async function voterOf(request: FastifyRequest, sessions: SessionStore): Promise<Voter> {
  if (!headerValue(request.headers[Header.token]))
    throw new ApiError(ErrorCode.LOGIN_EXPIRED, helpMessages.loginToVote);
  const member = await sessions.requireMember(request);
  return { memberId: member.id };
}

/** The member whose vote to show; null for a guest. @throws {ApiError} 6001 for a stale session. */
export async function optionalVoterOf(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<Voter | null> {
  return headerValue(request.headers[Header.token]) ? voterOf(request, sessions) : null;
}
