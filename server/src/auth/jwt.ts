import { createHmac, timingSafeEqual } from 'node:crypto';

function b64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 JWT (RFC 7519) with `iat` and `exp` added; the chat login's token (SPEC §4). */
export function signJwt(
  claims: Record<string, unknown>,
  key: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const signature = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The claims of a valid, unexpired token; null for anything else (the chat server's check). */
export function verifyJwt(token: string, key: Buffer, now = Date.now()): Record<string, unknown> | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    if (header.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof claims.exp === 'number' && claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
