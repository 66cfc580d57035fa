import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { migrate } from '../db/migrate';
import { openDb } from '../db/open';
import { writeAudit } from './audit';
import { createOperator } from './operators';

/**
 * Creates an admin operator, never with a default password (issue 30):
 *   pnpm --filter @site/server exec tsx src/backoffice/create-admin.ts --name <name>
 * prints a one-time password. At the first login the admin sets up TOTP (the login answers the
 * otpauth:// URI), confirms a code, chooses a new password and receives ten recovery codes.
 * Uses the server's database (DATABASE_URL or DATA_DIR, as `npm start`); run it with the server
 * stopped when that is an embedded PGlite folder (one process at a time opens it).
 */
async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { name: { type: 'string' }, role: { type: 'string' } },
  });
  const name = values.name ?? '';
  if (!/^[a-z][a-z0-9_.-]{2,31}$/.test(name)) {
    console.error(
      'usage: create-admin.ts --name <name>  (3-32 characters: a-z, 0-9, _ . -, starting with a letter)',
    );
    return 2;
  }
  const config = configFromEnv();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    databasePoolMax: config.databasePoolMax,
    dataDir: config.dataDir,
  });
  try {
    await migrate(db);
    const { row, password } = await db.tx(async (q) => {
      const made = await createOperator(q, name, 'admin', null);
      await writeAudit(
        q,
        { id: null, name: 'command:create-admin', ip: '' },
        {
          action: 'operator.create',
          targetType: 'operator',
          targetId: String(made.row.id),
          after: { name, role: 'admin' },
          reason: 'create-admin command',
        },
      );
      return made;
    });
    console.log(`admin "${row.name}" created (id ${String(row.id)})`);
    console.log(`one-time password: ${password}`);
    console.log(
      'sign in at /bo/: the first login shows the TOTP QR (otpauth:// URI) to scan, then asks for a code and a new password.',
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
