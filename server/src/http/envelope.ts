import type { FastifyReply, FastifyRequest } from 'fastify';
import { SAFE_PREFIX, type Envelope } from '@site/shared/contract';
import { encryptPayload } from '@site/shared/cipher';
import { localize, requestLocale } from '../messages/locale';

/** True when the call came in through the safe switch (`/safe/<path>`, SPEC §7). */
export function isSafeRequest(request: FastifyRequest): boolean {
  return request.originalUrl.startsWith(`${SAFE_PREFIX}/`);
}

/**
 * Sends an envelope with HTTP 200. On the safe switch, a non-null `data` goes out as
 * ciphertext with the session's key, exactly as the request came in; status and message
 * stay readable so a client can react to a failure even when it cannot decrypt.
 */
export function sendEnvelope(request: FastifyRequest, reply: FastifyReply, envelope: Envelope): FastifyReply {
  // zh-TW when the client asks (the `language` header): messages and data alike (issue 18).
  let out = localize(envelope, requestLocale(request), request.url.split('?')[0]);
  if (isSafeRequest(request) && request.safeKey && envelope.data !== null && envelope.data !== undefined) {
    out = { ...out, data: encryptPayload(out.data, request.safeKey) };
  }
  return reply.code(200).header('cache-control', 'no-store').send(out);
}
