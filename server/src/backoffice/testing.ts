import assert from 'node:assert/strict';
import type { Envelope } from '@site/shared/contract';
import type { backoffice } from '@site/shared/backoffice-contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { TestApp } from '../testing';
import { createOperator } from './operators';
import { currentCode } from './totp';

/** Back-office test helpers: an operator signed in through both login steps, and calls with its token. */

export async function boCall<T = unknown>(
  t: TestApp,
  path: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(token ? { [bo.BO_TOKEN_HEADER]: token } : {}),
      ...headers,
    },
    payload: JSON.stringify(body ?? {}),
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<Envelope<T>>();
}

export interface SignedIn {
  id: number;
  name: string;
  token: string;
  secret: string;
  password: string;
  recoveryCodes: string[];
}

let counter = 0;

/** Creates an operator of `role` and completes its first login (enrolment with TOTP, new password). */
export async function signIn(
  t: TestApp,
  role: backoffice.Role,
  name = `${role}${++counter}x`,
): Promise<SignedIn> {
  const { row, password } = await t.db.tx((q) => createOperator(q, name, role, null));
  const first = await boCall<{ challengeId: string; enrolment: { secret: string; uri: string } | null }>(
    t,
    bo.login.path,
    { name, password },
  );
  assert.equal(first.status_code, 6000, first.message);
  const secret = first.data.enrolment?.secret ?? '';
  assert.ok(first.data.enrolment?.uri.startsWith('otpauth://totp/'));
  const newPassword = `${name}-new-password-1`;
  const done = await boCall<{ token: string; recoveryCodes: string[] | null }>(t, bo.verify.path, {
    challengeId: first.data.challengeId,
    code: currentCode(secret),
    newPassword,
  });
  assert.equal(done.status_code, 6000, done.message);
  return {
    id: Number(row.id),
    name,
    token: done.data.token,
    secret,
    password: newPassword,
    recoveryCodes: done.data.recoveryCodes ?? [],
  };
}
