import type { Server, ServerOptions } from 'node:http';

/** How long a client may take, and how many connections one address may hold (issue 26 item 5). */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (nginx: client_body_timeout). */
  requestTimeoutMs: number;
  /** The headers must arrive within this; a connection that sends nothing is closed too. */
  headersTimeoutMs: number;
  /** A socket silent this long (mid-request or mid-answer) is closed. */
  idleTimeoutMs: number;
  /** An idle kept-alive connection is closed after this: above a load balancer's own idle timeout (60 s). */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; 0 = no cap (behind a proxy, where the proxy caps). */
  maxConnectionsPerAddress: number;
}

/** What a reverse proxy in front of the site would allow. Fastify's own defaults never time out. */
export const HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 65_000,
  maxConnectionsPerAddress: 64,
};

/** The Fastify constructor options that carry the timeouts. */
export function serverTimeouts(limits: HttpLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      // Node checks the request and headers timeouts on this beat (30 s by default, which
      // would let a slow client stay up to twice the timeout).
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
    },
  };
}

/**
 * Closes a new connection when its address already holds `max` (counted on this process).
 * WebSockets count too: they are HTTP connections first.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
