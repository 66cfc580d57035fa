import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { Header } from '@site/shared/contract';

/** An id a client or nginx may give a request: short, plain characters (it goes into logs). */
const USABLE_ID = /^[A-Za-z0-9_.:-]{8,80}$/;

/** Query parameters whose values never reach a log line (tokens of pages, sockets and launches). */
const SECRET_PARAMS = /^(token|pagetoken|code|key|keyid|sign|signature|password|t)$/i;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * The request id of the logs (issue 32): the SPEC §7 `request-id` header when the client sent
 * one (a money call's id, so its retries share it), else nginx's `x-request-id`, else a new one.
 */
export function requestIdOf(req: IncomingMessage): string {
  for (const name of [Header.requestId, 'x-request-id']) {
    const value = first(req.headers[name]);
    if (value && USABLE_ID.test(value)) return value;
  }
  return randomUUID();
}

/** The path with secret query values replaced, for the `url` of a log line. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, at)}?${params.toString()}`;
}

/** JSON lines with the request id, method, redacted url and client address; headers are not logged. */
export function loggerOptions(
  level = process.env.LOG_LEVEL || 'info',
): Exclude<FastifyServerOptions['logger'], undefined> {
  return {
    level,
    redact: [
      'req.headers.token',
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["bo-token"]',
    ],
    serializers: {
      req(req: FastifyRequest) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip, host: req.hostname };
      },
    },
  };
}
