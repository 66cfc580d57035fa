import type { z } from 'zod';

/** Where a call's request and response types ride on its reference: never set at run time. */
declare const callTypes: unique symbol;

/**
 * A call of the platform API by path and HTTP method, typed with its request and response
 * but without their schemas: what code on the first screen sends through (`@site/shared/contract-core`),
 * so that it needs neither zod nor the contract's schemas. The server validates every
 * answer with the full contract's schemas before it sends it (server/src/http/route.ts).
 */
export interface EndpointRef<Req = unknown, Res = unknown> {
  readonly path: string;
  readonly method: 'POST' | 'GET';
  readonly [callTypes]?: { request: Req; response: Res };
}

/**
 * One call of the platform API: its path (SPEC §7), HTTP method and the zod schemas of
 * the request body and of the response `data`. The client sends through it and the
 * server validates with the very same schemas.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends EndpointRef<z.input<Req>, z.output<Res>> {
  request: Req;
  response: Res;
}

/** A call's path and method, before (or without) its schemas: see `EndpointRef`. */
export function route(path: string, method: 'POST' | 'GET' = 'POST'): EndpointRef {
  return { path, method };
}

/**
 * The call at `at` (a path, or a `route` of contract-core's zod-free table) with its
 * request and response schemas.
 */
export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(
  at: string | EndpointRef,
  request: Req,
  response: Res,
  method: 'POST' | 'GET' = 'POST',
): Endpoint<Req, Res> {
  return typeof at === 'string'
    ? { path: at, method, request, response }
    : { path: at.path, method: at.method, request, response };
}

/** Whether `call` carries its schemas (a full contract endpoint) or is only a reference. */
export function hasSchemas(call: EndpointRef): call is Endpoint {
  return 'response' in call;
}

export type RequestOf<E> = E extends EndpointRef<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends EndpointRef<unknown, infer Res> ? Res : never;
