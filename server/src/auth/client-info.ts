import type { FastifyRequest } from 'fastify';
import { Header } from '@site/shared/contract';
import { headerValue } from '../http/api-guard';

export interface ClientInfo {
  ip: string;
  /** The device id of the `uuid` header (SPEC §7); '' when missing or absurd. */
  uuid: string;
  /** The brand of the call (`site-id`): the session made for it is bound to it. */
  siteId?: string;
}

/** Where a call comes from: what device and IP trust is about. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const uuid = headerValue(request.headers[Header.uuid])?.trim() ?? '';
  return {
    ip: request.ip,
    uuid: uuid.length <= 200 ? uuid : '',
    ...(request.brand ? { siteId: request.brand.siteId } : {}),
  };
}
