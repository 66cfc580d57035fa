import pg from 'pg';

/** The advisory lock key of the sportsbook's leader (any constant both processes agree on). */
export const SPORTS_LEADER_KEY = 20_002_005;

export interface Leadership {
  isLeader(): boolean;
  /** Called on every change: true when this process became the leader, false when it lost it. */
  onChange(listener: (leader: boolean) => void): void;
  stop(): Promise<void>;
}

/** PGlite is one process's own database: that process is the leader by construction. */
export function soleLeader(): Leadership {
  return { isLeader: () => true, onChange: () => undefined, stop: async () => undefined };
}

/**
 * Leader election on a real PostgreSQL: pg_try_advisory_lock on a connection of its own
 * (the lock belongs to the session, so it cannot be a pooled connection). Followers try
 * again every `retryMs`; when the leader's process dies its session ends, the lock is
 * free, and a follower takes over at its next try. A lost connection means lost lock.
 */
export function advisoryLeader(
  databaseUrl: string,
  options: { key?: number; retryMs?: number; log?: (error: unknown) => void } = {},
): Leadership {
  const key = options.key ?? SPORTS_LEADER_KEY;
  const retryMs = options.retryMs ?? 2000;
  const log = options.log ?? (() => undefined);
  const listeners: ((leader: boolean) => void)[] = [];
  let client: pg.Client | null = null;
  let leader = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const set = (value: boolean): void => {
    if (leader === value) return;
    leader = value;
    for (const l of listeners) l(value);
  };

  const connect = async (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('error', (error) => {
      log(error);
      if (client === c) client = null;
      set(false);
    });
    await c.connect();
    return c;
  };

  const attempt = async (): Promise<void> => {
    if (stopped || leader) return;
    try {
      client ??= await connect();
      const [row] = (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]))
        .rows;
      if (row?.ok && !stopped) set(true);
    } catch (error) {
      log(error);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    }
  };

  const loop = (): void => {
    void attempt().finally(() => {
      if (stopped) return;
      timer = setTimeout(loop, retryMs);
      timer.unref();
    });
  };
  loop();

  return {
    isLeader: () => leader,
    onChange: (listener) => listeners.push(listener),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        if (leader) await c.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        await c.end().catch(() => undefined);
      }
      set(false);
    },
  };
}
