import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, QueryOptions, Queryable } from './db';

/** The Db of an open PGlite. PGlite serialises its own queries, so no pool is needed. */
export function pgliteDb(lite: PGlite): Db {
  const queryOn = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return result.rows;
    },
  });
  return {
    ...queryOn(lite),
    tx: (fn) => lite.transaction((t) => fn(queryOn(t))),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
  };
}

/**
 * Embedded PostgreSQL in `dataDir` (a folder, or `memory://`). `template`: a data folder
 * tarball (PGlite's dumpDataDir) to start from instead of an empty folder, which skips
 * initdb (tests: db/template-testing.ts).
 */
async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(template ? { dataDir, loadDataDir: template } : { dataDir });
  return pgliteDb(lite);
}

/** The name of a prepared statement: one per statement text, the same on every connection. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** A real PostgreSQL server through a node-postgres pool. */
function openPg(connectionString: string, poolMax = 10): Db {
  const pool = new pg.Pool({ connectionString, max: poolMax });
  const queryOn = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = [], options?: QueryOptions) {
      const result = options?.prepare
        ? await q.query({ name: statementName(sql), text: sql, values: [...params] })
        : await q.query(sql, [...params]);
      return result.rows as T[];
    },
  });
  return {
    ...queryOn(pool),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn(queryOn(client));
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** Connections of the node-postgres pool (DATABASE_POOL_MAX); 10 when unset. */
  databasePoolMax?: number | undefined;
  dataDir: string;
  /** PGlite only: a data folder tarball to start an empty `dataDir` from (tests). */
  pgliteTemplate?: Blob | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPg(options.databaseUrl, options.databasePoolMax)
    : openPglite(options.dataDir, options.pgliteTemplate);
}
