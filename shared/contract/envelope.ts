import { z } from 'zod';
import { ErrorCode, type StatusCode } from './errors';

/** Every response body of the platform: `{ status_code, data, message }` (SPEC §7). */
export interface Envelope<T = unknown> {
  status_code: StatusCode | number;
  data: T;
  message: string;
}

export const envelopeSchema = z.object({
  status_code: z.number().int(),
  data: z.unknown(),
  message: z.string(),
});

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { status_code: ErrorCode.SUCCESS, data, message };
}

export function fail<T = null>(status_code: StatusCode, message: string, data: T = null as T): Envelope<T> {
  return { status_code, data, message };
}
