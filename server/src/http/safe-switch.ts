import type { FastifyInstance } from 'fastify';
import { ErrorCode, SAFE_KEY_EXPIRED, SAFE_KEY_HEADER, safeHandshake } from '@site/shared/contract';
import type { SafeKeys } from '../brands/safe-keys';
import { ApiError, isApiPath } from './api-error';
import { headerValue } from './api-guard';
import { isSafeRequest } from './envelope';
import { route } from './route';
import { httpMessages } from '../messages/http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session key of a safe-switch call (`/safe/...`), resolved before its handler; null on plain calls. */
    safeKey: string | null;
  }
}

const PLAIN_REFUSED = httpMessages.plainRefused;

/**
 * The safe switch's gate (SPEC §7), after the API guard has set the brand: a `/safe/`
 * call must name a live session key of its brand (6008 SAFE_KEY_EXPIRED otherwise), and
 * a brand with the switch on refuses every plain call but the key handshake (6008).
 */
export function installSafeSwitch(app: FastifyInstance, keys: SafeKeys): void {
  app.decorateRequest('safeKey', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || !request.brand) return;
    if (isSafeRequest(request)) {
      const key = await keys.keyOf(headerValue(request.headers[SAFE_KEY_HEADER]), request.brand.siteId);
      if (!key) throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, SAFE_KEY_EXPIRED);
      request.safeKey = key;
      return;
    }
    const path = request.url.split('?')[0];
    if (request.brand.features.safeSwitch === 1 && path !== safeHandshake.path)
      throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, PLAIN_REFUSED);
    // A plain call may still carry V2 fields (SPEC §3) encrypted with a session key it names.
    request.safeKey = await keys.keyOf(headerValue(request.headers[SAFE_KEY_HEADER]), request.brand.siteId);
  });

  // Plain on purpose: the client has no key yet. HTTPS protects it in transit.
  route(app, safeHandshake, async (_input, request) => {
    if (!request.brand) throw new ApiError(ErrorCode.ACCESS_DENIED);
    return keys.issue(request.brand.siteId);
  });
}
