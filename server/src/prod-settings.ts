import { availableParallelism } from 'node:os';

/** The least GATEWAY_SECRET length production accepts (256 bits of hex or more of text). */
export const MIN_GATEWAY_SECRET = 32;

export interface ProdSettings {
  workers: number;
  /** METRICS_PORT: the primary serves every worker's metrics summed here (0 = off). */
  metricsPort: number;
  metricsHost: string;
  /** The environment the workers start with: the operator's plus production defaults. */
  env: NodeJS.ProcessEnv;
}

/**
 * What `npm run start:prod` refuses to start with (issue 32): every reason at once, so an
 * operator fixes them in one go. Empty when the settings are safe for real money.
 */
export function prodRefusals(env: NodeJS.ProcessEnv): string[] {
  const refusals: string[] = [];
  if (!env.DATABASE_URL) refusals.push('DATABASE_URL is required (postgres://…): PGlite is one process only');
  if (!env.REDIS_URL)
    refusals.push('REDIS_URL is required (redis://…): the processes share sockets through it');
  if (env.DEV_TOOLS)
    refusals.push('DEV_TOOLS must be unset: it serves the dev outbox, member factory and clocks');
  const operator = env.WITHDRAW_AUTO_OPERATOR;
  if (operator && operator !== 'off')
    refusals.push(
      `WITHDRAW_AUTO_OPERATOR=${operator}: the simulated operator decides withdrawals by itself; set it to off or leave it unset`,
    );
  const secret = env.GATEWAY_SECRET ?? '';
  if (secret.length < MIN_GATEWAY_SECRET)
    refusals.push(
      `GATEWAY_SECRET must be the payment provider's secret, at least ${MIN_GATEWAY_SECRET} characters (${secret ? `${secret.length} given` : 'unset'})`,
    );
  if (env.CAPTCHA_MODE && env.CAPTCHA_MODE !== 'real')
    refusals.push('CAPTCHA_MODE=test lets every captcha pass');
  if (env.CODE_SEND_CAPTCHA === '0') refusals.push('CODE_SEND_CAPTCHA=0 lets scripts send SMS codes');
  if (env.DATA_DIR) refusals.push('DATA_DIR is PGlite’s folder: production uses DATABASE_URL');
  const workers = env.WORKERS;
  if (workers !== undefined && workers !== '' && !(Number.isInteger(Number(workers)) && Number(workers) >= 1))
    refusals.push(`WORKERS is not a positive whole number: ${workers}`);
  return refusals;
}

/** The production settings, or throws with every refusal. */
export function prodSettings(env: NodeJS.ProcessEnv): ProdSettings {
  const refusals = prodRefusals(env);
  if (refusals.length > 0)
    throw new Error(`refusing to start in production:\n  - ${refusals.join('\n  - ')}`);
  const metricsPort =
    env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? 9464 : Number(env.METRICS_PORT);
  if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
    throw new Error(`METRICS_PORT is not a port number: ${env.METRICS_PORT}`);
  return {
    workers: env.WORKERS ? Number(env.WORKERS) : availableParallelism(),
    metricsPort,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    env: {
      ...env,
      NODE_ENV: 'production',
      WITHDRAW_AUTO_OPERATOR: 'off',
      // Behind the balancer every connection comes from its address: per-address caps move to
      // nginx (limit_conn by the client's address); the server trusts X-Forwarded-For from it.
      TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1,::1',
      MAX_CONNECTIONS_PER_ADDRESS: env.MAX_CONNECTIONS_PER_ADDRESS || '0',
      WS_MAX_PER_ADDRESS: env.WS_MAX_PER_ADDRESS || '1000000',
      SHUTDOWN_TIMEOUT_MS: env.SHUTDOWN_TIMEOUT_MS || '25000',
    },
  };
}
