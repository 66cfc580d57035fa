import client from 'prom-client';
import type { Db } from '../db/db';
import { toInt } from '../db/db';

/**
 * The server's Prometheus metrics (issue 32), in prom-client's global registry: under
 * node:cluster the primary's AggregatorRegistry asks every worker for that registry over IPC
 * and serves the sum (prod.ts). The metrics are defined once per process; what a gauge reads
 * (sockets, leadership, pool, pending withdrawals) comes from the apps that registered as a
 * source, so tests that build several apps in one process neither clash nor leak.
 */
export const registry = client.register;

client.collectDefaultMetrics({ register: registry });

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Movements written by the money door (money/door.ts), counted when the ledger returns. */
export const ledgerMovements = new client.Counter({
  name: 'ledger_movements_total',
  help: 'Ledger movements by kind (counted at the money door; a transaction rolled back later still counts)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const ledgerFen = new client.Counter({
  name: 'ledger_moved_fen_total',
  help: 'Fen moved through the money door, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export function countMovement(kind: string, fen: number): void {
  ledgerMovements.inc({ kind });
  ledgerFen.inc({ kind }, fen);
}

/** What the gauges read: one per app (tests build several in one process). */
export interface MetricsSource {
  sockets(): number;
  leader(): boolean;
  pool(): { total: number; idle: number; waiting: number } | null;
  db: Db;
}

const sources = new Set<MetricsSource>();

/** Registers an app's gauges' source; the returned function removes it (on close). */
export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

const sum = (read: (s: MetricsSource) => number): number => {
  let n = 0;
  for (const s of sources) n += read(s);
  return n;
};

new client.Gauge({
  name: 'ws_open_sockets',
  help: 'Open WebSocket sockets on this process (summed over workers)',
  registers: [registry],
  collect() {
    this.set(sum((s) => s.sockets()));
  },
});

new client.Gauge({
  name: 'sportsbook_leader',
  help: '1 when this process holds the sportsbook leader lock; the sum over workers should be 1',
  registers: [registry],
  collect() {
    this.set(sum((s) => (s.leader() ? 1 : 0)));
  },
});

const pool = new client.Gauge({
  name: 'db_pool_connections',
  help: 'node-postgres pool connections by state (total, idle, waiting = queued requests)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const read = (k: 'total' | 'idle' | 'waiting') => sum((s) => s.pool()?.[k] ?? 0);
    pool.set({ state: 'total' }, read('total'));
    pool.set({ state: 'idle' }, read('idle'));
    pool.set({ state: 'waiting' }, read('waiting'));
  },
});

/** One query per scrape on the partial index of pending withdrawals: the same on every worker, so `max`. */
const pending = new client.Gauge({
  name: 'withdrawals_pending',
  help: 'Withdrawals waiting for an operator',
  registers: [registry],
  aggregator: 'max',
  async collect() {
    const first = sources.values().next().value;
    if (!first) return;
    const [row] = await first.db
      .query<{ n: unknown; age: unknown }>(
        `SELECT count(*) AS n, coalesce(extract(epoch FROM now() - min(created_at)), 0)::bigint AS age
           FROM withdraw_orders WHERE status = 'pending'`,
      )
      .catch(() => []);
    if (!row) return;
    pending.set(toInt(row.n));
    pendingAge.set(toInt(row.age));
  },
});

const pendingAge = new client.Gauge({
  name: 'withdrawals_pending_oldest_seconds',
  help: 'Age of the oldest pending withdrawal (queue lag); read with withdrawals_pending',
  registers: [registry],
  aggregator: 'max',
});
