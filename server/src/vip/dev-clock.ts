import type { Queryable } from '../db/db';

/** Dev tools only: moves the member's last upgrade a day back, as if tomorrow had come. */
export async function shiftMemberClock(q: Queryable, memberId: number): Promise<void> {
  await q.query(`UPDATE members SET vip_upgraded_at = vip_upgraded_at - interval '1 day' WHERE id = $1`, [memberId]);
}
