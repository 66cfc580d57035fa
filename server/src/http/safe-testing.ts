import { Header, SAFE_KEY_HEADER, SAFE_PREFIX, safeHandshake, type Envelope } from '@site/shared/contract';
import { decryptPayload, encryptPayload } from '@site/shared/cipher';
import type { TestApp } from '../testing';

/**
 * A test client of a safe-switch brand, as the site's api client talks to it: a key
 * handshake once, then every call under /safe with the body and the answer encrypted.
 */
export function safeClient(t: TestApp, siteId: string) {
  let session: Promise<{ keyId: string; key: string }> | null = null;
  const keyOf = () =>
    (session ??= t
      .api(safeHandshake.path, {}, { [Header.siteId]: siteId })
      .then((e) => safeHandshake.response.parse(e.data)));
  return {
    async api<T = unknown>(
      path: string,
      body: unknown = {},
      headers: Record<string, string> = {},
    ): Promise<Envelope<T>> {
      const { keyId, key } = await keyOf();
      const e = await t.api<unknown>(
        `${SAFE_PREFIX}${path}`,
        { data: encryptPayload(body, key) },
        { [Header.siteId]: siteId, [SAFE_KEY_HEADER]: keyId, encrypted: '1', ...headers },
      );
      const data = typeof e.data === 'string' ? decryptPayload<T>(e.data, key) : (e.data as T);
      return { ...e, data };
    },
  };
}
