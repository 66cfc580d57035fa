import type { Db, Queryable } from '../db/db';
import { toInt } from '../db/db';
import type { JobSpec } from '../jobs/jobs';
import { writeLetter } from '../letters/letters';
import { letterText } from '../messages/letters';
import { monthKey, monthStart } from '../time/china';
import { loadGrades } from './grades';
import { totalOf, turnoverOf } from './stats';

/** How often the server checks whether a month has ended and its review is due. */
const CHECK_MS = 60 * 60_000;

/**
 * Month-end keep-grade review (保级): a member whose valid turnover over the last China month
 * fell short of their grade's keep condition drops one grade, with a letter. A member who
 * reached the grade during or after that month is not reviewed for it (they had no full month).
 * Each month is reviewed once: the vip_keep_reviews row is inserted first, in the same
 * transaction, so repeated or concurrent runs demote nobody twice.
 * Returns the ids of the members demoted ([] when the month was already reviewed).
 */
export async function reviewKeepGrades(q: Queryable, now = Date.now()): Promise<number[]> {
  const to = monthStart(now);
  const from = monthStart(to - 1);
  const claimed = await q.query(
    'INSERT INTO vip_keep_reviews (period) VALUES ($1) ON CONFLICT (period) DO NOTHING RETURNING period',
    [monthKey(from)],
  );
  if (claimed.length === 0) return [];
  const grades = await loadGrades(q);
  const members = await q.query<{ id: unknown; vip_grade: number }>(
    `SELECT id, vip_grade FROM members
      WHERE vip_grade > 0 AND (vip_upgraded_at IS NULL OR vip_upgraded_at < $1) ORDER BY id FOR UPDATE`,
    [new Date(from)],
  );
  const demoted: number[] = [];
  for (const m of members) {
    const id = toInt(m.id);
    const grade = grades.find((g) => g.grade === m.vip_grade);
    if (!grade) continue;
    const turnover = totalOf(await turnoverOf(q, id, from, to));
    if (turnover >= grade.keepTurnoverFen) continue;
    const lower = grades.find((g) => g.grade === m.vip_grade - 1);
    await q.query('UPDATE members SET vip_grade = vip_grade - 1, vip_demoted_at = $2 WHERE id = $1', [
      id,
      new Date(now),
    ]);
    const text = letterText.vipDemoted(
      grade.name,
      lower?.name ?? `VIP${m.vip_grade - 1}`,
      grade.keepTurnoverFen,
      turnover,
    );
    await writeLetter(q, id, 'notice', text.title, text.body);
    demoted.push(id);
  }
  await q.query('UPDATE vip_keep_reviews SET demoted = $2 WHERE period = $1', [
    monthKey(from),
    demoted.length,
  ]);
  return demoted;
}

/** The review as a job of the app: at start and every hour (a no-op until a new month begins). */
export function keepGradeJob(db: Db, clock: () => number = Date.now): JobSpec {
  return {
    name: 'vip.keep-grade-review',
    everyMs: CHECK_MS,
    atStart: true,
    run: () => db.tx((q) => reviewKeepGrades(q, clock())),
  };
}
