import type { FastifyInstance } from 'fastify';
import { ErrorCode, Header, type BrandManifest } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { ApiError, isApiPath } from './api-error';
import { assertSafeText } from './route';
import { securityMessages } from '../messages/security';
import { httpMessages } from '../messages/http';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand named by the `site-id` header; set on every API call before its handler. */
    brand: BrandManifest | null;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** How far a request's timestamp may be from the server's clock, either way (issue 10). */
export const TIMESTAMP_WINDOW_MS = 5 * 60_000;

/** A request timestamp is ms since the epoch: 13 digits today, after 2001 and before 2286. */
function isTimestamp(value: string | undefined): value is string {
  return value !== undefined && /^\d{13}$/.test(value);
}

/**
 * The header checks of every API call (SPEC §7, §8): a missing site id or request timestamp
 * is an illegal request (6008, "非法请求"); a site id naming no brand is refused (6003); a
 * timestamp more than 5 minutes off the server's clock (a replayed or forged call) is 6008.
 * Then no string of the query, path or body may hold a NUL or a lone surrogate (6007).
 */
export function installApiGuard(app: FastifyInstance, brands: Brands): void {
  app.decorateRequest('brand', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const siteId = single(request.headers[Header.siteId]);
    if (!siteId) throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, securityMessages.illegalRequest);
    const brand = brands.bySiteId(siteId);
    if (!brand) throw new ApiError(ErrorCode.ACCESS_DENIED, httpMessages.unknownBrand);
    request.brand = brand;
    const timestamp = single(request.headers[Header.timestamp]);
    if (!isTimestamp(timestamp))
      throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, securityMessages.illegalRequest);
    if (Math.abs(Date.now() - Number(timestamp)) > TIMESTAMP_WINDOW_MS) {
      throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, securityMessages.clockSkew);
    }
  });
  // Every API route, also those not declared through `route` (route checks the decrypted safe-switch payload itself).
  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    assertSafeText(request.params);
    assertSafeText(request.query);
    assertSafeText(request.body);
  });
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return single(value);
}
