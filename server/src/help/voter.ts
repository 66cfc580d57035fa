import type { FastifyRequest } from 'fastify';
import { ErrorCode, Header } from '@site/shared/contract';
import { ApiError } from '../http/api-error';
import { headerValue } from '../http/api-guard';
import type { SessionStore } from '../session/sessions';
import { helpMessages } from './messages';
import type { Voter } from './votes-repository';

const DEVICE = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * Help pages are public, so a vote comes from a member (a `token` header: checked like any
 * member call, 6001 when stale) or else from a guest's device fingerprint (`uuid` header).
 * This is the one place the help routes read the session; `memberRoute` would turn guests away.
 */
export async function voterOf(request: FastifyRequest, sessions: SessionStore): Promise<Voter> {
  if (headerValue(request.headers[Header.token])) {
    const member = await sessions.requireMember(request);
    return { memberId: member.id };
  }
  const device = headerValue(request.headers[Header.uuid]);
  if (!device || !DEVICE.test(device)) throw new ApiError(ErrorCode.INVALID_PARAMETER, helpMessages.noVoter);
  return { device };
}

/** The voter when there is one, for showing "my vote"; null for a guest without a device id. */
export async function optionalVoterOf(
  request: FastifyRequest,
  sessions: SessionStore,
): Promise<Voter | null> {
  try {
    return await voterOf(request, sessions);
  } catch (error) {
    if (error instanceof ApiError && error.code === ErrorCode.INVALID_PARAMETER) return null;
    throw error;
  }
}
