import type { FastifyInstance } from 'fastify';
import type { AppOptions } from './app';
import type { Codes } from './auth/codes';
import type { Brands } from './brands/brands';
import type { Db } from './db/db';
import { WITHDRAW_CFG } from './funds/catalog';
import { gatewaySecretOf } from './funds/gateway';
import { remoteReports } from './ops/remote-reports';
import { accountRoutes } from './routes/accounts';
import { agentRoutes } from './routes/agent';
import { devRoutes } from './routes/dev';
import { devFundsRoutes } from './routes/dev-funds';
import { devPromotionRoutes } from './routes/dev-promotions';
import { memberDevRoutes } from './routes/member-dev';
import { fundsDepositRoutes } from './routes/funds-deposit';
import { fundsRecordRoutes } from './routes/funds-records';
import { fundsWalletRoutes } from './routes/funds-wallet';
import { fundsWithdrawRoutes } from './routes/funds-withdraw';
import { gamesRoutes } from './routes/games';
import { helpRoutes } from './routes/help';
import { memberRoutes } from './routes/member';
import { memberAreaRoutes } from './routes/member-area';
import { memberLetterRoutes } from './routes/member-letters';
import { opsRoutes } from './routes/ops';
import { payGatewayRoutes } from './routes/pay-gateway';
import { promotionRoutes } from './routes/promotions';
import { protectionRoutes } from './routes/protection';
import { siteRoutes } from './routes/site';
import { backofficeRoutes } from './backoffice/plugin';
import { gamesDemoRoutes } from './simulators/game-vendors/demo-routes';
import { simulatedGameVendor } from './simulators/game-vendors/pages';
import { simulatedCashierRoutes, simulatedPaymentGateway } from './simulators/payment-gateway/cashier';
import type { SessionStore } from './session/sessions';
import { pageRoutes } from './static/pages';
import { staticRoutes } from './static/static';
import { uploadsDirOf, uploadStore } from './uploads/uploads';
import type { WsHub } from './ws/hub';

/** What every domain may use: built once by buildApp, before any domain registers. */
export interface DomainContext {
  db: Db;
  sessions: SessionStore;
  hub: WsHub;
  brands: Brands;
  brandsDir: string;
  options: AppOptions;
}

/**
 * One domain of the server: its routes, and through `app.jobs` its timers. Each is registered
 * as an encapsulated Fastify plugin named after it, so a hook one domain adds (the letters'
 * body limit) stays inside that domain. A guard for routes of several domains goes on the
 * root app in buildApp (the operator text guard: chat moderation's routes live beside chat).
 */
export interface Domain {
  name: string;
  register(app: FastifyInstance, context: DomainContext): void | Promise<void>;
}

/**
 * The server's domains in registration order: the one list a new domain joins (issue 27
 * item 3). The realtime core (sports feed, chat, cluster) starts beside them in
 * live-domains.ts, because its parts hand each other live objects (the book, the broker, the
 * chat service).
 */
export const DOMAINS: readonly Domain[] = [
  { name: 'site', register: (app, { db }) => siteRoutes(app, db) },
  {
    name: 'ops',
    register: (app, { brands, options }) =>
      opsRoutes(
        app,
        brands,
        remoteReports((failure) => app.log.warn(failure, 'remote load failed')),
        { devTools: options.devTools },
      ),
  },
  { name: 'help', register: (app, { db, sessions }) => helpRoutes(app, db, sessions) },
  {
    name: 'member',
    register: (app, { db, sessions, options }) => {
      memberRoutes(app, db, sessions);
      memberAreaRoutes(app, db, sessions);
      memberLetterRoutes(app, db, sessions, uploadStore(uploadsDirOf(options.dataDir)));
      protectionRoutes(app, db, sessions);
      agentRoutes(app, db, sessions);
    },
  },
  {
    // Accounts and funds share one plugin: a withdrawal checks the codes the account routes send.
    name: 'accounts-and-funds',
    register: async (app, { db, sessions, options }) => {
      const codes: Codes = await accountRoutes(app, db, sessions, {
        captchaMode: options.captchaMode,
        devTools: options.devTools,
        codeSendCaptcha: options.codeSendCaptcha ?? true,
      });
      fundsWalletRoutes(app, db, sessions);
      // The simulated payment provider; a real one's PaymentGateway would be chosen here.
      fundsDepositRoutes(app, db, sessions, { devTools: options.devTools, gateway: simulatedPaymentGateway });
      const limits = options.withdrawLimits ?? {};
      fundsWithdrawRoutes(app, db, sessions, codes, {
        bank: { ...WITHDRAW_CFG.bank, ...limits },
        usdt: { ...WITHDRAW_CFG.usdt, ...limits },
      });
      fundsRecordRoutes(app, db, sessions);
      const secret = gatewaySecretOf(options.gatewaySecret);
      payGatewayRoutes(app, db, { secret });
      simulatedCashierRoutes(app, db, { devTools: options.devTools, secret });
    },
  },
  {
    name: 'games',
    register: (app, { db, sessions, hub }) => {
      // The simulated game vendor: its pages (launches open them) and its game server, which
      // settles each round through the site's wallet. A real vendor's GameVendor goes here.
      gamesRoutes(app, db, sessions, hub, simulatedGameVendor);
      gamesDemoRoutes(app, db, sessions);
    },
  },
  { name: 'promotions', register: (app, { db, sessions }) => promotionRoutes(app, db, sessions) },
  {
    // Test and demo tools (DEV_TOOLS=1 only: prod.ts refuses it): members with a balance,
    // funds and promotions moved by hand. Chat's and the sportsbook's own tools are registered
    // with them (live-domains.ts, routes/sports.ts).
    name: 'dev',
    register: (app, { db, sessions, options }) => {
      if (!options.devTools) return;
      devRoutes(app, db, sessions);
      devFundsRoutes(app, db);
      memberDevRoutes(app, db);
      devPromotionRoutes(app, db);
    },
  },
  {
    // What the server serves besides the API: its own pages and pictures (content images, the
    // simulated customer service) and the built files of the host and the remotes.
    name: 'pages',
    register: (app, { db, brands, options }) => {
      pageRoutes(app, db);
      staticRoutes(app, options.staticRoot, brands, options.devTools);
    },
  },
  {
    name: 'backoffice',
    register: (app, { db, brandsDir, options }) =>
      backofficeRoutes(app, db, { dir: brandsDir, repoRoot: options.staticRoot }),
  },
];

/** Registers every domain, each in its own encapsulated plugin, now (awaited, in list order). */
export async function registerDomains(app: FastifyInstance, context: DomainContext): Promise<void> {
  for (const domain of DOMAINS) {
    const plugin = async (scope: FastifyInstance) => domain.register(scope, context);
    // The name `app.printPlugins()` shows for it.
    Object.assign(plugin, { [Symbol.for('fastify.display-name')]: domain.name });
    await app.register(plugin);
  }
}
