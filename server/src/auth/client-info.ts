import type { FastifyRequest } from 'fastify';
import { Header } from '@site/shared/contract';
import { headerValue } from '../http/api-guard';

export interface ClientInfo {
  ip: string;
  /** The device id of the `uuid` header (SPEC §7); '' when missing or absurd. */
  uuid: string;
}

/** Where a call comes from: what device and IP trust is about. */
export function clientOf(request: FastifyRequest): ClientInfo {
  const uuid = headerValue(request.headers[Header.uuid])?.trim() ?? '';
  return { ip: request.ip, uuid: uuid.length <= 200 ? uuid : '' };
}
