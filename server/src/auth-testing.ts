import { Header, auth, type Envelope } from '@site/shared/contract';
import { md5 } from './session/members';
import type { TestApp } from './testing';

/** Where a test call comes from: device id (uuid header), IP and session token. */
export interface From {
  uuid?: string;
  ip?: string;
  token?: string;
  /** More headers (e.g. the safe-switch key id). */
  headers?: Record<string, string>;
}

/** Helpers of the accounts tests: calls from a chosen device and IP, codes read from the outbox. */
export function accountsKit(t: TestApp) {
  async function call<T = unknown>(path: string, body: unknown, from: From = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = {
      [Header.siteId]: '1001',
      [Header.timestamp]: String(Date.now()),
      'content-type': 'application/json',
      [Header.uuid]: from.uuid ?? 'device-main',
    };
    if (from.token) headers[Header.token] = from.token;
    Object.assign(headers, from.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers,
      remoteAddress: from.ip ?? '10.0.0.1',
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} for ${path}: ${res.body}`);
    return res.json<Envelope<T>>();
  }

  /** The newest code the simulated sender wrote for `target`. */
  async function lastCode(target: string): Promise<string> {
    const [row] = await t.db.query<{ code: string }>(
      'SELECT code FROM outbox WHERE target = $1 ORDER BY id DESC LIMIT 1',
      [target],
    );
    if (!row) throw new Error(`no code was sent to ${target}`);
    return row.code;
  }

  /** Makes the last codes of a target older, as if `seconds` had passed. */
  async function age(target: string, seconds: number): Promise<void> {
    await t.db.query(
      `UPDATE verification_codes SET created_at = created_at - $2 * interval '1 second', expires_at = expires_at - $2 * interval '1 second' WHERE target = $1`,
      [target, seconds],
    );
  }

  /** A fresh image captcha for a code send (test mode: any answer passes, but it must exist and is spent). */
  async function captcha(): Promise<{ kaptchcate: 1; captchaId: string; imageCode: string }> {
    const res = await call<{ 'x-code': string }>(auth.defaultKaptcha.path, {});
    if (res.status_code !== 6000) throw new Error(`captcha: ${res.status_code} ${res.message}`);
    return { kaptchcate: 1, captchaId: res.data['x-code'], imageCode: 'abcd' };
  }

  async function phoneOf(userId: string): Promise<string> {
    const [row] = await t.db.query<{ phone: string }>('SELECT phone FROM members WHERE id = $1', [
      Number(userId),
    ]);
    return row?.phone ?? '';
  }

  return { call, lastCode, age, phoneOf, md5, captcha };
}

export const PASSWORD = 'abc12345';
export const PASSWORD_MD5 = md5(PASSWORD);
