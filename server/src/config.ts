import { join, resolve } from 'node:path';
import { REPO_ROOT } from './repo-root';
import { DEFAULT_SOCKET_POLICY, type SocketPolicy } from './ws/server';
import { HTTP_LIMITS, type HttpLimits } from './http/connections';

/**
 * Everything the server reads from the environment, read once at start. Tests do not go
 * through here: they pass the same fields to `buildApp` directly.
 */
export interface ServerConfig {
  port: number;
  host: string;
  /** A real PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections of the PostgreSQL pool; 10 when unset. */
  databasePoolMax: number | undefined;
  /**
   * PGlite data folder, or `memory://` (DATA_DIR=memory://): a throw-away database in memory,
   * nothing written to disk, gone when the process ends (uploads go to the system's temp folder).
   */
  dataDir: string;
  devTools: boolean;
  /** 'test' makes every captcha pass: only for automated tests, never the default. */
  captchaMode: 'real' | 'test';
  /** Repository root: host/dist, host/brands and <remote>/dist are found under it. */
  staticRoot: string;
  /** EXTRA_BRANDS_DIR: more brand manifests beside host/brands (`:`-separated folders). */
  extraBrandsDirs: string[];
  /** The simulated withdrawal operator (WITHDRAW_AUTO_OPERATOR, WITHDRAW_AUTO_OPERATOR_DELAY_MS); null = off. */
  withdrawOperator: { decision: 'approve' | 'reject'; delayMs: number } | null;
  /** CODE_SEND_CAPTCHA=0 turns off the captcha that every code send needs (on by default). */
  codeSendCaptcha: boolean;
  /** GATEWAY_SECRET: the payment provider's callback signing secret (never sent to a browser). */
  gatewaySecret: string | undefined;
  /** VENUE_ORIGINS: comma-separated origins of real venue game pages the site may frame. */
  venueOrigins: string[];
  /** REDIS_URL: socket pushes fan out through Redis so several processes serve one site. */
  redisUrl: string | undefined;
  /** TRUST_PROXY: the balancer's addresses (comma-separated, CIDR allowed) or `true`; request.ip then comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /** HTTP_REQUEST_TIMEOUT_MS, HTTP_HEADERS_TIMEOUT_MS, HTTP_IDLE_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS_PER_ADDRESS. */
  httpLimits: HttpLimits;
  /**
   * WS_LOGIN_DEADLINE_MS (30000): a socket that has neither logged in to the chat (member or
   * guest) nor subscribed to the live odds by then is closed with 4408. WS_PING_INTERVAL_MS
   * (30000): a ping this often, a socket that missed the last pong is dropped. WS_MAX_PER_ADDRESS
   * (50): open sockets per client address (as this server sees it: behind a proxy, raise it or
   * cap at the proxy), the next handshake is answered 429.
   */
  sockets: SocketPolicy;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT is not a port number: ${value}`);
  return n;
}

function poolMax(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`DATABASE_POOL_MAX is not a count of connections: ${value}`);
  return n;
}

function withdrawOperator(env: NodeJS.ProcessEnv): ServerConfig['withdrawOperator'] {
  const decision = env.WITHDRAW_AUTO_OPERATOR || 'approve';
  if (decision === 'off') return null;
  if (decision !== 'approve' && decision !== 'reject')
    throw new Error(`WITHDRAW_AUTO_OPERATOR must be approve, reject or off: ${decision}`);
  const delay = env.WITHDRAW_AUTO_OPERATOR_DELAY_MS;
  const delayMs = delay === undefined || delay === '' ? 30_000 : Number(delay);
  if (!Number.isInteger(delayMs) || delayMs < 0)
    throw new Error(`WITHDRAW_AUTO_OPERATOR_DELAY_MS is not a number of ms: ${delay}`);
  return { decision, delayMs };
}

function httpLimits(env: NodeJS.ProcessEnv): HttpLimits {
  const read = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} is not a whole number: ${value}`);
    return n;
  };
  return {
    requestTimeoutMs: read('HTTP_REQUEST_TIMEOUT_MS', HTTP_LIMITS.requestTimeoutMs),
    headersTimeoutMs: read('HTTP_HEADERS_TIMEOUT_MS', HTTP_LIMITS.headersTimeoutMs),
    idleTimeoutMs: read('HTTP_IDLE_TIMEOUT_MS', HTTP_LIMITS.idleTimeoutMs),
    keepAliveTimeoutMs: read('HTTP_KEEP_ALIVE_TIMEOUT_MS', HTTP_LIMITS.keepAliveTimeoutMs),
    maxConnectionsPerAddress: read('MAX_CONNECTIONS_PER_ADDRESS', HTTP_LIMITS.maxConnectionsPerAddress),
  };
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} is not a positive whole number: ${value}`);
  return n;
}

/** `memory://` is PGlite's in-memory database, not a path (resolved, it made a folder `memory:`). */
function dataDir(value: string | undefined): string {
  if (!value) return join(REPO_ROOT, 'server', '.data', 'pglite');
  return value.startsWith('memory://') ? value : resolve(value);
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const staticRoot = env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : REPO_ROOT;
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: poolMax(env.DATABASE_POOL_MAX),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1' ? true : env.TRUST_PROXY || false,
    sockets: {
      loginDeadlineMs: positive(env, 'WS_LOGIN_DEADLINE_MS', DEFAULT_SOCKET_POLICY.loginDeadlineMs),
      pingIntervalMs: positive(env, 'WS_PING_INTERVAL_MS', DEFAULT_SOCKET_POLICY.pingIntervalMs),
      maxPerAddress: positive(env, 'WS_MAX_PER_ADDRESS', DEFAULT_SOCKET_POLICY.maxPerAddress),
    },
    httpLimits: httpLimits(env),
    dataDir: dataDir(env.DATA_DIR),
    devTools: env.DEV_TOOLS === '1',
    captchaMode: env.CAPTCHA_MODE === 'test' ? 'test' : 'real',
    staticRoot,
    withdrawOperator: withdrawOperator(env),
    codeSendCaptcha: env.CODE_SEND_CAPTCHA !== '0',
    gatewaySecret: env.GATEWAY_SECRET || undefined,
    venueOrigins: (env.VENUE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    extraBrandsDirs: (env.EXTRA_BRANDS_DIR ?? '')
      .split(':')
      .filter(Boolean)
      .map((d) => resolve(d)),
  };
}
