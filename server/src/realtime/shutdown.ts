import type { App } from '../app';

/** WebSocket close code 1012 "service restart": the client reconnects, through the balancer, to another process. */
export const CLOSE_SERVICE_RESTART = 1012;

export interface StopOptions {
  /** Whole budget; past it the process exits anyway (code 1). Default 25 s (Kubernetes gives 30). */
  timeoutMs: number;
  /** How long /readyz answers 503 before the listener closes, so a balancer polling it stops sending. */
  drainDelayMs: number;
  /** How long the sockets get to answer their close frame before they are cut. */
  socketGraceMs?: number;
}

/**
 * Graceful stop (issue 32): readiness goes 503, the sockets are told to reconnect elsewhere
 * (1012), then Fastify stops accepting and waits for the requests in flight; its onClose hooks
 * release the sportsbook leader lock (realtime/leader.ts), stop the jobs and close the pool.
 * Resolves true when all of it finished within `timeoutMs`.
 */
export async function stopGracefully(built: App, options: StopOptions): Promise<boolean> {
  const { app, hub, ops } = built;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
    timer.unref();
  });
  const work = (async () => {
    ops.drain();
    app.log.info(
      { sockets: hub.clients.size, drainDelayMs: options.drainDelayMs },
      'shutting down: draining',
    );
    if (options.drainDelayMs > 0) await new Promise((r) => setTimeout(r, options.drainDelayMs));
    for (const client of hub.clients) client.socket.close(CLOSE_SERVICE_RESTART, 'service restart');
    const grace = options.socketGraceMs ?? 1000;
    const until = Date.now() + grace;
    while (Date.now() < until && [...hub.clients].some((c) => c.socket.readyState !== c.socket.CLOSED))
      await new Promise((r) => setTimeout(r, 50));
    await app.close();
    return true as const;
  })();
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
