import type { FastifyInstance } from 'fastify';
import { ErrorCode, Header, type BrandManifest } from '@site/shared/contract';
import type { Brands } from '../brands/brands';
import { ApiError, isApiPath } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand named by the `site-id` header; set on every API call before its handler. */
    brand: BrandManifest | null;
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A request timestamp is ms since the epoch: 13 digits today, after 2001 and before 2286. */
function isTimestamp(value: string | undefined): boolean {
  return value !== undefined && /^\d{13}$/.test(value);
}

/**
 * The header checks of every API call (SPEC §7, §8): the site id must name a known brand
 * (6003), and the request timestamp must be present (6008, "非法请求").
 */
export function installApiGuard(app: FastifyInstance, brands: Brands): void {
  app.decorateRequest('brand', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const brand = brands.bySiteId(single(request.headers[Header.siteId]));
    if (!brand) throw new ApiError(ErrorCode.ACCESS_DENIED, '请求被拒绝：未知站点');
    request.brand = brand;
    if (!isTimestamp(single(request.headers[Header.timestamp]))) {
      throw new ApiError(ErrorCode.ILLEGAL_PARAMETER, '非法请求');
    }
  });
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return single(value);
}
