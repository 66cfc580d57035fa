import { ErrorCode } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { CHINA_OFFSET_MS } from '../time/china';
import { ApiError } from './api-error';

/** At most `limit` hits per window of `seconds`; `message` is what the player reads when over it. */
export interface RateWindow {
  limit: number;
  seconds: number;
  message: string;
}

// Windows start on China-time boundaries: a day window runs from 00:00 Beijing time.
const CHINA_OFFSET_SECONDS = CHINA_OFFSET_MS / 1000;

/**
 * Counts one hit of `key` in each window, or none: over any window it throws 6011 with that
 * window's message. Each window is one conditional upsert (the row lock makes parallel hits
 * on every process count one by one), so run it inside the transaction of the action it
 * guards: a refusal, or the action failing after it, rolls every window back, and only what
 * was done counts. Fixed windows: up to twice `limit` can pass around a window's edge.
 * @throws {ApiError} 6011 when a window is full.
 */
export async function takeRateSlot(q: Queryable, key: string, windows: readonly RateWindow[]): Promise<void> {
  for (const w of windows) {
    const rows = await q.query(
      `WITH w AS (
         SELECT to_timestamp(floor((extract(epoch FROM now()) + $4::int) / $2::int) * $2::int - $4::int) AS start
       )
       INSERT INTO rate_counters AS c (key, window_seconds, window_start, expires_at, hits)
         SELECT $1, $2::int, w.start, w.start + $2::int * interval '1 second', 1 FROM w
       ON CONFLICT (key, window_seconds, window_start) DO UPDATE SET hits = c.hits + 1 WHERE c.hits < $3::int
       RETURNING hits`,
      [key, w.seconds, w.limit, CHINA_OFFSET_SECONDS],
    );
    if (rows.length === 0) throw new ApiError(ErrorCode.FREQUENT_SUBMISSION, w.message);
  }
}

/** Drops the counters of windows that have ended (the upload cleanup job calls it). */
export async function dropEndedRateWindows(q: Queryable): Promise<number> {
  const rows = await q.query('DELETE FROM rate_counters WHERE expires_at < now() RETURNING key');
  return rows.length;
}
