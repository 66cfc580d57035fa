import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app';
import { loadSecret } from './auth/secrets';
import { chatModerationRoutes } from './backoffice/chat-moderation';
import { MemoryBroker, type Broker } from './chat/broker';
import { RedisBroker } from './chat/redis-broker';
import { startChat, type ChatService } from './chat/service';
import type { Db } from './db/db';
import type { Ops } from './http/ops';
import { joinCluster, leadershipOf } from './realtime/cluster';
import { chatDevRoutes, chatRoutes } from './routes/chat';
import { sportsRoutes } from './routes/sports';
import type { Sportsbook } from './sports/book';
import type { OddsFeed } from './sports/odds-feed';
import type { SessionStore } from './session/sessions';
import type { WsHub } from './ws/hub';

/** An encapsulated plugin named `name` (as `app.printPlugins()` shows it), like domains.ts's. */
function named(name: string, register: (scope: FastifyInstance) => void) {
  const plugin = (scope: FastifyInstance) => {
    register(scope);
    return Promise.resolve();
  };
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}

/** What the live domains need from buildApp, and the odds feed it chose (a simulator or a provider). */
export interface LiveContext {
  db: Db;
  sessions: SessionStore;
  hub: WsHub;
  ops: Ops;
  options: AppOptions;
  oddsFeed: (seed: number) => OddsFeed;
}

/** The running live domains: the chat service (the app hands it to tests) and their one stop. */
export interface LiveDomains {
  chat: ChatService;
  /** Stops the feed, leaves the cluster (releases the leader lock), stops chat, closes an own broker. */
  stop(): Promise<void>;
}

/**
 * The realtime core (issue 27 item 3): the sportsbook and its odds feed, chat, and the
 * cluster (the broker that fans pushes out to the other processes, the leader that alone
 * drives the feed). Unlike the request domains of domains.ts they hand each other live
 * objects: chat reads the book's matches for predictions and hears its scores and finished
 * matches; the cluster relays the book's pushes. They are started together here, and
 * stopped together by `stop` from the app's onClose.
 */
export async function startLiveDomains(app: FastifyInstance, context: LiveContext): Promise<LiveDomains> {
  const { db, sessions, hub, ops, options } = context;
  const ownBroker = options.broker
    ? null
    : options.redisUrl
      ? new RedisBroker(options.redisUrl, (err) => app.log.warn({ err }, 'redis broker'))
      : new MemoryBroker();
  const broker: Broker = options.broker ?? ownBroker ?? new MemoryBroker();
  let book: Sportsbook | null = null;
  const chat = await startChat({
    db,
    hub,
    broker,
    jwtKey: await loadSecret(db, 'jwt'),
    matches: {
      match(gameId) {
        const m = book?.feed.matches.get(gameId);
        if (m)
          return {
            home: m.team_h,
            away: m.team_c,
            ended: m.status === 'finished' || m.status === 'cancelled',
          };
        return book?.feed.finished.has(gameId) ? { home: '', away: '', ended: true } : null;
      },
    },
  });
  await app.register(
    named('chat', (scope) => {
      chatRoutes(scope, chat);
      chatModerationRoutes(scope, db, chat.operator);
      if (options.devTools) chatDevRoutes(scope, chat);
    }),
  );
  const logChat = (err: unknown) => app.log.error({ err }, 'chat score push failed');
  const leadership = leadershipOf(options.databaseUrl, (err) => app.log.warn({ err }, 'leader lock'));
  ops.attach({ sockets: () => hub.clients.size, leader: () => leadership.isLeader() });
  let stopSports = () => {};
  await app.register(
    named('sports', (scope) => {
      stopSports = sportsRoutes(scope, db, sessions, hub, {
        devTools: options.devTools,
        oddsFeed: context.oddsFeed,
        isLeader: () => leadership.isLeader(),
        onBook: (b) => (book = b),
        events: {
          scores: (lines) =>
            void chat.scores
              .scores(lines.map((l) => ({ gameId: l.gameId, home: l.sc_FT_H, away: l.sc_FT_C })))
              .catch(logChat),
          finished: (done) => {
            if (done.kind === 'match' && !done.cancelReason)
              void chat.scores
                .finished({ gameId: done.gameId, home: done.home, away: done.away })
                .catch(logChat);
          },
        },
      });
    }),
  );
  if (!book) throw new Error('sportsRoutes did not hand over its book');
  const leaveCluster = await joinCluster({ app, leadership, broker, book, devTools: options.devTools });
  return {
    chat,
    async stop() {
      stopSports();
      await leaveCluster();
      chat.stop();
      await ownBroker?.close();
    },
  };
}
