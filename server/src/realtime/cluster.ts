import type { FastifyInstance } from 'fastify';
import type { Broker } from '../chat/broker';
import type { Sportsbook } from '../sports/book';
import { advisoryLeader, soleLeader, type Leadership } from './leader';
import { relaySportsPush } from './sports-relay';

/**
 * The server as one of several processes behind one address: who leads the sportsbook
 * (a PostgreSQL advisory lock; PGlite is one process, its own leader), and the
 * sportsbook's pushes through the broker that already carries the chat.
 */
export function leadershipOf(databaseUrl: string | undefined, log: (error: unknown) => void): Leadership {
  return databaseUrl ? advisoryLeader(databaseUrl, { log }) : soleLeader();
}

export async function joinCluster(options: {
  app: FastifyInstance;
  leadership: Leadership;
  broker: Broker;
  book: Sportsbook;
  devTools: boolean;
}): Promise<() => Promise<void>> {
  const { app, leadership, book } = options;
  const stopRelay = await relaySportsPush(book.push, options.broker);
  leadership.onChange((leader) => {
    app.log.info({ leader }, leader ? 'sportsbook leader: this process' : 'sportsbook leader lost');
    // The new leader starts its feed now (nobody may ask this process for sports) and
    // settles what ended while no process led.
    if (leader) void book.settleOrphans();
  });
  if (options.devTools)
    app.get('/dev/realtime', async () => ({ pid: process.pid, leader: leadership.isLeader() }));
  return async () => {
    stopRelay();
    await leadership.stop();
  };
}
