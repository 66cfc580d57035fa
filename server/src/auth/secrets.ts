import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

/**
 * A key the server makes once per database (captcha HMAC, chat JWT, code hashes) and
 * keeps in `auth_secrets`, so passes and tokens stay valid across a restart.
 */
export async function loadSecret(db: Db, name: string): Promise<Buffer> {
  await db.query('INSERT INTO auth_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await db.query<{ secret: string }>('SELECT secret FROM auth_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`auth secret ${name} is missing`);
  return Buffer.from(row.secret, 'hex');
}

export interface AuthSecrets {
  captcha: Buffer;
  jwt: Buffer;
  codes: Buffer;
}

export async function loadSecrets(db: Db): Promise<AuthSecrets> {
  return {
    captcha: await loadSecret(db, 'captcha'),
    jwt: await loadSecret(db, 'jwt'),
    codes: await loadSecret(db, 'codes'),
  };
}
