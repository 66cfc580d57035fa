import { ErrorCode, type StatusCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { toInt } from '../db/db';
import type { ClientInfo } from './client-info';

/**
 * Brute-force rules of login (issue 3). Wrong passwords of one name within 15 minutes:
 * from the 5th, one minute of 6011 and then the image captcha is required; at the 10th
 * the account locks for 30 minutes (6037). One IP with 30 wrong passwords in 15 minutes
 * gets 6011 too, whatever the names.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  captchaAfter: 5,
  cooldownSeconds: 60,
  lockAfter: 10,
  lockMinutes: 30,
  ipFailures: 30,
  /** Risk rule (6029): the IP had wrong passwords for this many names within the hour. */
  riskNames: 5,
  /** 6028: no login for this many days. */
  inactiveDays: 90,
  /** Minutes the new-device dialog has to finish. */
  challengeMinutes: 10,
} as const;

export type AttemptResult = 'ok' | 'challenge' | 'fail';

/**
 * Longest a password check may still be running: a reservation older than this was left by a
 * process that died mid-check (it can no longer be a guess in flight), so it stops counting.
 * A login waits at most a few seconds for scrypt even on a saturated machine (the scale test's
 * p95 is 12-15 s at 24 parallel logins on 2 cores).
 */
export const PENDING_COUNTS_SECONDS = 60;

/** Attempts that count against the limits: wrong passwords and guesses still being hashed. */
const COUNTED = `(a.result = 'fail' OR (a.result = 'pending' AND a.created_at > now() - interval '${PENDING_COUNTS_SECONDS} seconds'))`;

export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

export async function recordAttempt(
  q: Queryable,
  a: { name: string; memberId: number | null; client: ClientInfo; result: AttemptResult },
): Promise<void> {
  await q.query(
    'INSERT INTO login_attempts (name_key, member_id, ip, uuid, result) VALUES ($1, $2, $3, $4, $5)',
    [nameKey(a.name), a.memberId, a.client.ip, a.client.uuid, a.result],
  );
}

export interface FailureState {
  /** Wrong passwords of the name in the window, since its last right one. */
  failures: number;
  secondsSinceLast: number;
  ipFailures: number;
}

export async function failureState(q: Queryable, name: string, ip: string): Promise<FailureState> {
  const [row] = await q.query<{ n: unknown; age: unknown }>(
    `SELECT count(*) AS n, coalesce(floor(extract(epoch FROM now() - max(created_at))), 0)::int AS age
       FROM login_attempts a
      WHERE a.name_key = $1 AND ${COUNTED} AND a.created_at > now() - $2 * interval '1 minute'
        AND a.created_at > coalesce((SELECT max(created_at) FROM login_attempts
                                      WHERE name_key = $1 AND result IN ('ok', 'challenge')), '-infinity'::timestamptz)`,
    [nameKey(name), LOGIN_LIMITS.windowMinutes],
  );
  const [ipRow] = await q.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM login_attempts a WHERE a.ip = $1 AND ${COUNTED} AND a.created_at > now() - $2 * interval '1 minute'`,
    [ip, LOGIN_LIMITS.windowMinutes],
  );
  return {
    failures: toInt(row?.n ?? 0),
    secondsSinceLast: toInt(row?.age ?? 0),
    ipFailures: toInt(ipRow?.n ?? 0),
  };
}

/** Locks the member when this failure reached the limit; returns true when it did. */
export async function lockIfNeeded(q: Queryable, memberId: number, failures: number): Promise<boolean> {
  if (failures < LOGIN_LIMITS.lockAfter) return false;
  await q.query(`UPDATE members SET locked_until = now() + $2 * interval '1 minute' WHERE id = $1`, [
    memberId,
    LOGIN_LIMITS.lockMinutes,
  ]);
  return true;
}

export interface TrustState {
  deviceKnown: boolean;
  ipKnown: boolean;
  /** The member has never trusted anything (first login after being created): trust silently. */
  nothingTrusted: boolean;
}

export async function trustState(q: Queryable, memberId: number, client: ClientInfo): Promise<TrustState> {
  const [row] = await q.query<{ devices: unknown; ips: unknown; device: boolean; ip: boolean }>(
    `SELECT (SELECT count(*) FROM trusted_devices WHERE member_id = $1) AS devices,
            (SELECT count(*) FROM trusted_ips WHERE member_id = $1) AS ips,
            EXISTS (SELECT 1 FROM trusted_devices WHERE member_id = $1 AND uuid = $2 AND $2 <> '') AS device,
            EXISTS (SELECT 1 FROM trusted_ips WHERE member_id = $1 AND ip = $3) AS ip`,
    [memberId, client.uuid, client.ip],
  );
  return {
    deviceKnown: row?.device === true,
    ipKnown: row?.ip === true,
    nothingTrusted: toInt(row?.devices ?? 0) === 0 && toInt(row?.ips ?? 0) === 0,
  };
}

export async function trust(q: Queryable, memberId: number, client: ClientInfo): Promise<void> {
  if (client.uuid) {
    await q.query(
      `INSERT INTO trusted_devices (member_id, uuid) VALUES ($1, $2)
       ON CONFLICT (member_id, uuid) DO UPDATE SET last_seen_at = now()`,
      [memberId, client.uuid],
    );
  }
  await q.query(
    `INSERT INTO trusted_ips (member_id, ip) VALUES ($1, $2) ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = now()`,
    [memberId, client.ip],
  );
}

/** True when the IP had wrong passwords for several names within the hour (credential stuffing). */
export async function isRiskyIp(q: Queryable, ip: string): Promise<boolean> {
  const [row] = await q.query<{ n: unknown }>(
    `SELECT count(DISTINCT name_key) AS n FROM login_attempts WHERE ip = $1 AND result = 'fail' AND created_at > now() - interval '1 hour'`,
    [ip],
  );
  return toInt(row?.n ?? 0) >= LOGIN_LIMITS.riskNames;
}

/**
 * Which verification a right password still needs, or null. Long inactivity and risk
 * come first; then the device / IP rule. The middle digits are asked for everything
 * but a new IP alone (a phone changing networks is common; a new device is not).
 */
export function challengeReason(
  trustStateValue: TrustState,
  inactive: boolean,
  risky: boolean,
): { reason: StatusCode; needsDigits: boolean } | null {
  if (inactive) return { reason: ErrorCode.LONG_TIME_NOT_LOGGED_IN, needsDigits: true };
  if (risky) return { reason: ErrorCode.RISKY_LOGIN, needsDigits: true };
  if (trustStateValue.nothingTrusted) return null;
  const { deviceKnown, ipKnown } = trustStateValue;
  if (!deviceKnown && !ipKnown) return { reason: ErrorCode.DEVICE_IP_NOT_PASSED, needsDigits: true };
  if (!deviceKnown) return { reason: ErrorCode.DEVICE_NOT_PASSED, needsDigits: true };
  if (!ipKnown) return { reason: ErrorCode.IP_NOT_PASSED, needsDigits: false };
  return null;
}
