import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, ErrorCode, SAFE_PREFIX, fail } from '@site/shared/contract';
import type { Brands } from './brands/brands';
import { liveBrands } from './brands/live-brands';
import { contentSecurityPolicy } from './brands/csp';
import type { Broker } from './chat/broker';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { installMoneyFunctions } from './money/venue-transfer-function';
import { wireMoneyEvents } from './events-wiring';
import { openDb } from './db/open';
import { seed } from './seeders';
import { isApiPath } from './http/api-error';
import { installApiGuard } from './http/api-guard';
import { HTTP_LIMITS, capConnectionsPerAddress, serverTimeouts, type HttpLimits } from './http/connections';
import { installSafeSwitch } from './http/safe-switch';
import { installOps, type Ops } from './http/ops';
import { loggerOptions, requestIdOf } from './http/logging';
import { SafeKeys } from './brands/safe-keys';
import { sendEnvelope } from './http/envelope';
import { installErrorHandler, installJsonParser } from './http/errors';
import { autoOperatorJob, type Decision } from './funds/withdrawals';
import { installJobs } from './jobs/jobs';
import { registerDomains } from './domains';
import type { ChatService } from './chat/service';
import { startLiveDomains } from './live-domains';
import { installOperatorTextGuard } from './backoffice/plugin';
import { Feed } from './simulators/odds-feed/feed';
import { sessionStore, type SessionStore } from './session/sessions';
import { homeSectionsRenderer } from './static/home-sections';
import { serveHost } from './static/static';
import { FIRST_SCREEN_REFRESH_MS, firstScreenData } from './site/first-screen';
import { READS_REFRESH_MS, firstScreenReads, injectReader } from './site/first-screen-reads';
import { WsHub } from './ws/hub';
import { attachWebSocket, type SocketPolicy } from './ws/server';
import { httpMessages } from './messages/http';

export interface AppOptions {
  /** PGlite data folder, or `memory://` (tests). Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** DATABASE_POOL_MAX: connections of the PostgreSQL pool (default 10). */
  databasePoolMax?: number | undefined;
  devTools: boolean;
  captchaMode: 'real' | 'test';
  /** Repository root (host/dist, <remote>/dist, host/brands). */
  staticRoot: string;
  /** Brand manifests; default `<staticRoot>/host/brands`. */
  brandsDir?: string;
  /** More brand folders (e2e brands, an operator's private brands). */
  extraBrandsDirs?: readonly string[];
  logger?: boolean;
  /** The simulated withdrawal operator: decides pending withdrawals after `delayMs`. Off when unset. */
  withdrawOperator?: { decision: Decision; delayMs: number } | null | undefined;
  /** Withdrawal limits other than the site's (funds/catalog.ts WITHDRAW_CFG): the bank test lifts the daily count. */
  withdrawLimits?: { dailyCount?: number; dailyMaxFen?: number } | undefined;
  /** Code sends need a captcha (6021 without one; issue 10). Default on. */
  codeSendCaptcha?: boolean | undefined;
  /** Origins of real venue game pages that may be framed (VENUE_ORIGINS); the demo games are this origin. */
  venueOrigins?: readonly string[] | undefined;
  /** The payment provider's callback secret (GATEWAY_SECRET); random per process when unset. */
  gatewaySecret?: string | undefined;
  /** REDIS_URL: fan the socket pushes out through Redis pub/sub (several server processes). */
  redisUrl?: string | undefined;
  /** Request / header / idle / keep-alive timeouts and connections per address (http/connections.ts). */
  httpLimits?: Partial<HttpLimits> | undefined;
  /** An open database to use instead of opening one (tests: two apps on one database). Not closed by the app. */
  db?: Db | undefined;
  /** A broker to use instead. Not closed by the app. */
  broker?: Broker | undefined;
  /** TRUST_PROXY: Fastify's trustProxy (the balancer's addresses): request.ip from X-Forwarded-For. */
  trustProxy?: boolean | string | undefined;
  /** Socket login deadline, pings and per-address cap (WS_* variables); ws/server.ts defaults when unset. */
  sockets?: Partial<SocketPolicy> | undefined;
}

export interface App {
  app: FastifyInstance;
  db: Db;
  hub: WsHub;
  chat: ChatService;
  brands: Brands;
  sessions: SessionStore;
  options: AppOptions;
  /** Readiness and drain (http/ops.ts): prod.ts drains before closing. */
  ops: Ops;
}

/** The whole server minus `listen`: database migrated and seeded, every route registered. */
export async function buildApp(options: AppOptions): Promise<App> {
  const brandsDir = options.brandsDir ?? join(options.staticRoot, 'host', 'brands');
  // Brands follow their files: `node scripts/brand.mjs pin …` takes effect on the next page load.
  const brands = liveBrands([brandsDir, ...(options.extraBrandsDirs ?? [])], (message) =>
    console.warn(message),
  );
  const venueOrigins = options.venueOrigins ?? [];
  let csp = { for: brands.all, policy: contentSecurityPolicy(brands.all, venueOrigins) };
  const db =
    options.db ??
    (await openDb({
      databaseUrl: options.databaseUrl,
      databasePoolMax: options.databasePoolMax,
      dataDir: options.dataDir,
    }));
  await migrate(db);
  await installMoneyFunctions(db);
  wireMoneyEvents();
  await seed(db);

  const httpLimits = { ...HTTP_LIMITS, ...options.httpLimits };
  const app = Fastify({
    logger: options.logger ? loggerOptions() : false,
    genReqId: requestIdOf,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(httpLimits),
    // The safe switch prefixes the normal path (SPEC §7): route /safe/x as /x; the
    // registrar sees `originalUrl` and decrypts.
    rewriteUrl: (req) => {
      const url = req.url ?? '/';
      return url.startsWith(`${SAFE_PREFIX}/`) ? url.slice(SAFE_PREFIX.length) : url;
    },
  });
  capConnectionsPerAddress(app.server, httpLimits.maxConnectionsPerAddress);
  installJsonParser(app);
  installErrorHandler(app);
  installApiGuard(app, brands);
  installOperatorTextGuard(app);
  installSafeSwitch(app, await SafeKeys.open(db));
  const ops = installOps(app, { db, redisUrl: options.redisUrl });
  const jobs = installJobs(app);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-contract-version', CONTRACT_VERSION);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      if (csp.for !== brands.all)
        csp = { for: brands.all, policy: contentSecurityPolicy(brands.all, venueOrigins) };
      reply.header('content-security-policy', csp.policy);
      // frame-ancestors for browsers that predate it.
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    return payload;
  });

  const sessions = sessionStore(db);
  const hub = new WsHub();
  await registerDomains(app, { db, sessions, hub, brands, brandsDir, options });
  // The simulated odds feed; a real provider's client (an OddsFeed) would be chosen here.
  const live = await startLiveDomains(app, {
    db,
    sessions,
    hub,
    ops,
    options,
    oddsFeed: (seed) => new Feed(seed),
  });
  if (options.withdrawOperator) jobs.add(autoOperatorJob(db, options.withdrawOperator));
  const firstScreen = firstScreenData(db, (err) => app.log.warn({ err }, 'first-screen data not read'));
  await firstScreen.read();
  jobs.add({ name: 'site.first-screen-banner', everyMs: FIRST_SCREEN_REFRESH_MS, run: firstScreen.read });
  // The home sections' answers go out with /home (issue 31): read once the app is up, again
  // while a brand's home is visited, and waited for by a page when too old to show.
  const homeReads = firstScreenReads(
    injectReader(app),
    () => brands.all.filter((b) => b.features.safeSwitch !== 1).map((b) => b.siteId),
    (err) => app.log.warn({ err }, 'first-screen read failed'),
  );
  app.addHook('onReady', () => {
    void homeReads.refreshAll();
    return Promise.resolve();
  });
  jobs.add({ name: 'site.home-reads', everyMs: READS_REFRESH_MS, run: () => homeReads.keepWarm() });
  // …and its sections rendered with them by the brand's pinned remotes (static/home-sections.ts).
  const homeSections = homeSectionsRenderer(options.staticRoot, (msg, err) =>
    app.log.warn({ err }, `home sections: ${msg}`),
  );
  const host = serveHost(
    options.staticRoot,
    brands,
    options.devTools,
    () => ({ ...firstScreen.current(), reads: homeReads.current }),
    homeSections,
  );
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url))
      return sendEnvelope(
        request,
        reply,
        fail(ErrorCode.NOT_FOUND, httpMessages.noSuchEndpoint(request.url.split('?')[0] ?? '')),
      );
    return host(request, reply);
  });

  const wss = attachWebSocket(app.server, hub, brands, app.log, options.sockets);
  // Fastify runs onClose hooks last-added first: this one runs before the domains' own.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await live.stop();
    for (const client of hub.clients) client.socket.terminate();
    await new Promise<void>((done) => wss.close(() => done()));
    if (!options.db) await db.close();
  });
  return { app, db, hub, chat: live.chat, brands, sessions, options, ops };
}
