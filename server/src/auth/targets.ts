import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { decryptPayload } from '@site/shared/cipher';
import { DEFAULT_PHONE_REGEX, emailSchema, phoneSchema } from '@site/shared/validation';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { authMessages } from '../messages/auth';
import { httpMessages } from '../messages/http';

/** The phone as stored (digits), checked against its country area's regex (SPEC §5). */
export async function phoneOf(q: Queryable, phone: string, areaCode = '+86'): Promise<string> {
  const [area] = await q.query<{ regex: string }>('SELECT regex FROM country_areas WHERE area_code = $1', [
    areaCode,
  ]);
  if (!area && areaCode !== '+86')
    throw new ApiError(ErrorCode.INVALID_PARAMETER, authMessages.areaUnsupported);
  const parsed = phoneSchema(area?.regex ?? DEFAULT_PHONE_REGEX).safeParse(phone);
  if (!parsed.success)
    throw new ApiError(
      ErrorCode.INVALID_PARAMETER,
      parsed.error.issues[0]?.message ?? authMessages.phoneInvalid,
    );
  return parsed.data;
}

/** An e-mail as stored and as a code target: checked (SPEC §5) and lower-cased. */
export function emailOf(email: string): string {
  const parsed = emailSchema.safeParse(email.trim());
  if (!parsed.success)
    throw new ApiError(
      ErrorCode.INVALID_PARAMETER,
      parsed.error.issues[0]?.message ?? authMessages.emailInvalid,
    );
  return parsed.data.toLowerCase();
}

/**
 * A field of the code-send payload: the plain one, else its V2 twin, which is the safe
 * switch's AES text of the value's JSON under the session's safe-switch key (SPEC §3 "encrypted").
 */
export function plainOrV2(
  request: FastifyRequest,
  plain: string | undefined,
  v2: string | undefined,
): string | undefined {
  if (plain !== undefined && plain !== '') return plain;
  if (v2 === undefined || v2 === '') return undefined;
  try {
    if (!request.safeKey) throw new Error('no safe-switch key');
    const value = decryptPayload<unknown>(v2, request.safeKey);
    if (typeof value === 'string') return value;
  } catch {
    // fall through
  }
  throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, httpMessages.badCipher);
}
