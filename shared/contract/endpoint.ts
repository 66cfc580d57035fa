import type { z } from 'zod';

/**
 * One call of the platform API: its path (SPEC §7), HTTP method and the zod schemas of
 * the request body and of the response `data`. The client sends through it and the
 * server validates with the very same schemas.
 */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  method: 'POST' | 'GET';
  request: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
  method: 'POST' | 'GET' = 'POST',
): Endpoint<Req, Res> {
  return { path, method, request, response };
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
