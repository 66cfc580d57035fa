import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root';
import { aptInstall, waitFor } from './cluster-processes';

/** The one nginx configuration of the site (docker compose renders the same file). */
export const SITE_CONF_TEMPLATE = join(REPO_ROOT, 'deploy', 'nginx', 'site.conf.template');

/**
 * What the official nginx image does to /etc/nginx/templates/*.template (envsubst, limited to
 * SITE_ names): `${SITE_X}` replaced by its value. A placeholder without a value is an error,
 * not an empty string in the configuration.
 */
export function renderSiteConf(vars: Record<string, string>, template = SITE_CONF_TEMPLATE): string {
  return readFileSync(template, 'utf8').replace(/\$\{(SITE_[A-Z_]+)\}/g, (_all, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`${name} has no value for ${template}`);
    return value;
  });
}

export interface NginxProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** The nginx folder: nginx.conf, site.conf, the cache. */
  prefix: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx (installed with apt-get when missing) as a child process, never the system
 * service: `nginx -c <prefix>/nginx.conf -p <prefix> -g 'daemon off;'` with the site's
 * configuration rendered for `upstreams` (host:port of each site process) on `port`. The
 * main file around it holds only what the official image's nginx.conf holds (events, the
 * temp folders), so the site's behaviour is all in site.conf.template.
 */
export async function startNginx(options: {
  port: number;
  upstreams: string[];
  host?: string;
}): Promise<NginxProcess> {
  if (!existsSync('/usr/sbin/nginx')) aptInstall('nginx');
  const prefix = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  // nginx's workers run as nobody when the master is root: they must reach the cache.
  chmodSync(prefix, 0o755);
  for (const dir of ['logs', 'cache', 'temp']) mkdirSync(join(prefix, dir), { mode: 0o777 });
  chmodSync(join(prefix, 'cache'), 0o777);
  chmodSync(join(prefix, 'temp'), 0o777);
  const host = options.host ?? '127.0.0.1';
  const site = renderSiteConf({
    SITE_LISTEN: `${host}:${options.port}`,
    SITE_UPSTREAM_SERVERS: options.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s;`).join(' '),
    SITE_CACHE_DIR: join(prefix, 'cache'),
    SITE_ACCESS_LOG: join(prefix, 'logs', 'access.log'),
  });
  writeFileSync(join(prefix, 'site.conf'), site);
  const temp = join(prefix, 'temp');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      // As deploy/compose.yaml: a stop (SIGQUIT) waits for open WebSockets at most this long.
      'worker_shutdown_timeout 5s;',
      `pid ${join(prefix, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 4096; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy;`,
      `  fastcgi_temp_path ${temp}/fastcgi; uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;`,
      `  include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-g', 'daemon off;'];
  const check = spawnSync('/usr/sbin/nginx', ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const child = spawn('/usr/sbin/nginx', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://${host}:${options.port}`;
  // nginx's own answer (another server on the port must not pass for it), from a live child.
  await waitFor('nginx', async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): is ${url} taken?`);
    return (await fetch(`${url}/metrics`)).headers.get('server')?.startsWith('nginx') ?? false;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(prefix, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT');
    });
  return { url, port: options.port, child, prefix, stop };
}
