/**
 * The one database interface of the server. PGlite (embedded) and node-postgres sit
 * behind it, so every query is plain PostgreSQL SQL with `$1` parameters and runs
 * unchanged on both.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * A hot statement of fixed text: on PostgreSQL it becomes a named prepared statement, parsed
   * and planned once per connection, then only bound and executed (PGlite ignores it).
   */
  prepare?: boolean;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's use (PostgreSQL only; PGlite has no pool): for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * BIGINT columns come back as bigint (PGlite) or string (pg). Money is integer fen and
 * stays far below 2^53, so a plain number is exact; anything else is a bug, not data.
 */
export function toInt(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer from the database: ${String(value)}`);
  return n;
}

/** China time lives in time/china.ts; re-exported for the many repositories that format rows. */
export { formatChinaTime } from '../time/china';
