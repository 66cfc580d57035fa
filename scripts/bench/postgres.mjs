// A throwaway PostgreSQL server for the transfers benchmark: Debian's postgresql (installed
// with apt-get when missing, like scripts/run.mjs does for redis-server and chromium),
// a fresh cluster in a temporary folder, trust auth on 127.0.0.1 only, removed on stop.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest /usr/lib/postgresql/<major>/bin holding initdb, or null. */
function binDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? join(root, majors[0], 'bin') : null;
}

function ensurePostgres() {
  if (binDir() && existsSync('/usr/bin/pgbench')) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (/** @type {string[]} */ args) =>
    spawnSync(sudo[0] ?? args[0] ?? '', sudo.length ? args : args.slice(1), { stdio: 'inherit', env }).status;
  if (
    run(['apt-get', 'update']) !== 0 ||
    run(['apt-get', 'install', '-y', 'postgresql', 'postgresql-contrib']) !== 0
  ) {
    throw new Error('could not install postgresql with apt-get');
  }
}

/**
 * Starts a PostgreSQL server on 127.0.0.1:`port` (initdb refuses root: as root the cluster
 * belongs to the `postgres` user).
 * @param {number} port
 * @returns {{ url: string, stop: () => void, settings: string, cpuSeconds: () => number }}
 */
export function startPostgres(port) {
  ensurePostgres();
  const bin = /** @type {string} */ (binDir());
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const as = (/** @type {string} */ cmd, /** @type {string[]} */ args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Server defaults (fsync, synchronous_commit on) for both the site and pgbench; only the
  // socket and listening address are ours, and enough connections for 50 clients plus pools.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=200`;
  as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', settings, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    settings,
    /**
     * CPU seconds (user + system) the whole server has used so far: the postmaster, its live
     * children (backends, WAL writer, checkpointer…) and the children it has reaped (cutime,
     * cstime), so backends that exited still count. NaN when /proc cannot tell (not Linux).
     */
    cpuSeconds() {
      try {
        const statOf = (/** @type {string | number} */ pid) =>
          readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        const own = statOf(postmaster);
        // fields after "pid (comm) ": state=0 ppid=1 … utime=11 stime=12 cutime=13 cstime=14
        let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
        for (const d of readdirSync('/proc')) {
          if (!/^\d+$/.test(d)) continue;
          try {
            const f = statOf(d);
            if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
          } catch {
            // gone meanwhile: its time is in the postmaster's cutime now
          }
        }
        return ticks / 100; // USER_HZ
      } catch {
        return NaN;
      }
    },
    stop() {
      try {
        as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
