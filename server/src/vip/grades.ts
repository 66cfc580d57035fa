import { fenToYuanText, memberArea } from '@site/shared/contract';
import { toInt, type Queryable } from '../db/db';
import { WITHDRAW_CFG } from '../funds/catalog';
import { writeLetter } from '../letters/letters';
import { letterText } from '../messages/letters';
import { dayStart, monthStart, nextMonthStart, DAY_MS } from '../time/china';
import { depositsOf, totalOf, turnoverOf } from './stats';

type RebateCategory = memberArea.RebateCategory;

/** One row of the seeded grade table (migration 009), money in fen. */
export interface Grade {
  grade: number;
  name: string;
  depositFen: number;
  turnoverFen: number;
  keepTurnoverFen: number;
  upgradeBonusFen: number;
  birthdayBonusFen: number;
  weeklyFen: number;
  monthlyFen: number;
  /** Seeded per grade but not enforced: the VIP page shows the cashier's limits (gradeView). */
  withdrawCount: number;
  withdrawLimitFen: number;
  /** Basis points of valid turnover: 60 = 0.60 %. */
  rebateBp: Record<RebateCategory, number>;
}

interface GradeRow {
  grade: number;
  name: string;
  deposit_fen: unknown;
  turnover_fen: unknown;
  keep_turnover_fen: unknown;
  upgrade_bonus_fen: unknown;
  birthday_bonus_fen: unknown;
  weekly_fen: unknown;
  monthly_fen: unknown;
  withdraw_count: number;
  withdraw_limit_fen: unknown;
  rebate_bp: Record<RebateCategory, number> | string;
}

export async function loadGrades(q: Queryable): Promise<Grade[]> {
  const rows = await q.query<GradeRow>('SELECT * FROM vip_grades ORDER BY grade');
  return rows.map((r) => ({
    grade: r.grade,
    name: r.name,
    depositFen: toInt(r.deposit_fen),
    turnoverFen: toInt(r.turnover_fen),
    keepTurnoverFen: toInt(r.keep_turnover_fen),
    upgradeBonusFen: toInt(r.upgrade_bonus_fen),
    birthdayBonusFen: toInt(r.birthday_bonus_fen),
    weeklyFen: toInt(r.weekly_fen),
    monthlyFen: toInt(r.monthly_fen),
    withdrawCount: r.withdraw_count,
    withdrawLimitFen: toInt(r.withdraw_limit_fen),
    rebateBp:
      typeof r.rebate_bp === 'string'
        ? (JSON.parse(r.rebate_bp) as Record<RebateCategory, number>)
        : r.rebate_bp,
  }));
}

export const percentText = (bp: number) => (bp / 100).toFixed(2);

export function gradeView(g: Grade): memberArea.GradeConfig {
  return {
    grade: g.grade,
    name: g.name,
    deposit: fenToYuanText(g.depositFen),
    turnover: fenToYuanText(g.turnoverFen),
    keepTurnover: fenToYuanText(g.keepTurnoverFen),
    upgradeBonus: fenToYuanText(g.upgradeBonusFen),
    birthdayBonus: fenToYuanText(g.birthdayBonusFen),
    weeklyRedPacket: fenToYuanText(g.weeklyFen),
    monthlyRedPacket: fenToYuanText(g.monthlyFen),
    // The limits the cashier enforces (funds/catalog.ts), the same for every grade: the grade
    // table's own withdraw columns were never enforced and promised 50,000 where help said 200,000.
    dailyWithdrawCount: WITHDRAW_CFG.bank.dailyCount,
    dailyWithdrawLimit: fenToYuanText(WITHDRAW_CFG.bank.dailyMaxFen),
    rebates: Object.fromEntries(
      memberArea.REBATE_CATEGORIES.map((c) => [c, percentText(g.rebateBp[c])]),
    ) as Record<RebateCategory, string>,
  };
}

/** The grade a member's totals qualify for (the highest whose deposit and turnover are both met). */
export function qualifiedGrade(grades: Grade[], depositFen: number, turnoverFen: number): number {
  let best = 0;
  for (const g of grades)
    if (depositFen >= g.depositFen && turnoverFen >= g.turnoverFen) best = Math.max(best, g.grade);
  return best;
}

/**
 * Valid turnover that counts toward an upgrade: all of it, or only what came after the member's
 * last month-end demotion (keep-grade.ts), so old totals do not lift them straight back.
 */
async function upgradeTurnoverOf(q: Queryable, memberId: number, demotedAt: Date | null): Promise<number> {
  return totalOf(await turnoverOf(q, memberId, demotedAt?.getTime() ?? 0));
}

/**
 * Raises the member's grade by one level when the real totals qualify for more, at most
 * once per China day (so a big deposit climbs one level a day). The conditional UPDATE makes
 * two concurrent calls raise it once; the upgrade letter is written in the same transaction.
 * Returns the grade afterwards.
 */
export async function syncGrade(q: Queryable, memberId: number, now = Date.now()): Promise<number> {
  const [m] = await q.query<{ vip_grade: number; vip_upgraded_at: Date | null; vip_demoted_at: Date | null }>(
    'SELECT vip_grade, vip_upgraded_at, vip_demoted_at FROM members WHERE id = $1',
    [memberId],
  );
  if (!m) return 0;
  const grades = await loadGrades(q);
  const target = qualifiedGrade(
    grades,
    await depositsOf(q, memberId),
    await upgradeTurnoverOf(q, memberId, m.vip_demoted_at),
  );
  const upgradedToday = m.vip_upgraded_at !== null && m.vip_upgraded_at.getTime() >= dayStart(now);
  if (target <= m.vip_grade || upgradedToday) return m.vip_grade;
  const next = m.vip_grade + 1;
  const raised = await q.query(
    'UPDATE members SET vip_grade = $2, vip_upgraded_at = $3 WHERE id = $1 AND vip_grade = $4 RETURNING id',
    [memberId, next, new Date(now), m.vip_grade],
  );
  if (raised.length === 0) return m.vip_grade;
  const grade = grades.find((g) => g.grade === next);
  const text = letterText.vipUpgraded(grade?.name ?? `VIP${next}`, grade?.upgradeBonusFen ?? 0);
  await writeLetter(q, memberId, 'notice', text.title, text.body);
  return next;
}

/** The VIP page: grade, next grade, totals, the month's keep condition. */
export async function gradeInfo(
  q: Queryable,
  memberId: number,
  now = Date.now(),
): Promise<memberArea.GradeInfo> {
  const gradeNo = await syncGrade(q, memberId, now);
  const grades = await loadGrades(q);
  const current = grades.find((g) => g.grade === gradeNo) ?? grades[0];
  if (!current) throw new Error('vip_grades is empty (migration 009)');
  const next = grades.find((g) => g.grade === gradeNo + 1) ?? null;
  const deposit = await depositsOf(q, memberId);
  const [m] = await q.query<{ vip_upgraded_at: Date | null; vip_demoted_at: Date | null }>(
    'SELECT vip_upgraded_at, vip_demoted_at FROM members WHERE id = $1',
    [memberId],
  );
  const turnover = await upgradeTurnoverOf(q, memberId, m?.vip_demoted_at ?? null);
  const month = totalOf(await turnoverOf(q, memberId, monthStart(now), nextMonthStart(now)));
  return {
    grade: gradeNo,
    config: gradeView(current),
    next: next ? gradeView(next) : null,
    deposit: fenToYuanText(deposit),
    turnover: fenToYuanText(turnover),
    monthTurnover: fenToYuanText(month),
    keepDaysLeft: Math.ceil((nextMonthStart(now) - now) / DAY_MS),
    keepMet: month >= current.keepTurnoverFen,
    canUpgradeToday: !(m?.vip_upgraded_at && m.vip_upgraded_at.getTime() >= dayStart(now)),
  };
}
