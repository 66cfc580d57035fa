import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Header, type Envelope } from '@site/shared/contract';
import { buildApp, type App, type AppOptions } from './app';
import { openDb } from './db/open';
import { dbTemplate } from './db/template-testing';
import { REPO_ROOT } from './repo-root';
import { insertDeposit, settleDeposit } from './funds/deposits';

export interface TestApp extends App {
  dataDir: string;
  /** POSTs to an API path with the standard headers (overridable) and returns the envelope. */
  api<T = unknown>(
    path: string,
    body?: unknown,
    headers?: Record<string, string | undefined>,
  ): Promise<Envelope<T>>;
  /** Creates a member through the dev tools and returns its token. */
  devMember(body?: Record<string, unknown>): Promise<{ token: string; userId: string; name: string }>;
  /** A member's alipay deposit of `fen`, paid: through the real order and settlement (bonuses included). */
  paidDeposit(memberId: number, fen: number): Promise<void>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A real server over a fresh PGlite in a temp folder (or `memory://`): one per test file. A
 * fresh database starts from the run's migrated template when there is one
 * (db/template-testing.ts); a folder the test names (to reopen it) or a database it hands in
 * is used as it is.
 */
export async function startTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'site-server-test-'));
  const template = dbTemplate();
  const fresh = overrides.dataDir === undefined || overrides.dataDir === 'memory://';
  const ownDb =
    template && fresh && !overrides.db && !overrides.databaseUrl
      ? await openDb({ dataDir, pgliteTemplate: template })
      : undefined;
  const built = await buildApp({
    dataDir,
    devTools: true,
    captchaMode: 'test',
    codeSendCaptcha: true,
    staticRoot: REPO_ROOT,
    ...overrides,
    ...(ownDb ? { db: ownDb } : {}),
  });
  const { app } = built;
  return {
    ...built,
    dataDir,
    async api<T>(path: string, body?: unknown, headers: Record<string, string | undefined> = {}) {
      const merged: Record<string, string> = {};
      const defaults = {
        [Header.siteId]: '1001',
        [Header.timestamp]: String(Date.now()),
        'content-type': 'application/json',
      };
      for (const [k, v] of Object.entries({ ...defaults, ...headers })) if (v !== undefined) merged[k] = v;
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: merged,
        ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`);
      return res.json<Envelope<T>>();
    },
    async devMember(body = {}) {
      const res = await app.inject({ method: 'POST', url: '/dev/members', payload: body });
      if (res.statusCode !== 200) throw new Error(`dev member: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string; userId: string; name: string }>();
    },
    async paidDeposit(memberId, fen) {
      const row = await built.db.tx((q) =>
        insertDeposit(q, {
          memberId,
          payType: 'alipay',
          amount: fen,
          payerName: '张伟',
          coinAmount: null,
          rate: null,
        }),
      );
      await settleDeposit(built.db, row.order_no, 'paid');
    },
    async stop({ keepData = false } = {}) {
      await app.close();
      await ownDb?.close();
      if (!keepData && !dataDir.startsWith('memory://')) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
