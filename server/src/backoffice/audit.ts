import type { backoffice } from '@site/shared/backoffice-contract';
import { formatChinaTime, toInt, type Queryable } from '../db/db';

/** Who did it and from where: the signed-in operator of a request (null name: the command line). */
export interface Actor {
  id: number | null;
  name: string;
  ip: string;
}

export interface AuditRecord {
  action: string;
  targetType?: string;
  targetId?: string | number;
  memberId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/**
 * Appends one row to the audit log, in the caller's transaction: the record exists exactly when
 * the action it describes commits. The table refuses UPDATE and DELETE (migration 030 trigger).
 */
export async function writeAudit(q: Queryable, actor: Actor, r: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, operator_name, ip, action, target_type, target_id, member_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10)`,
    [
      actor.id,
      actor.name,
      actor.ip,
      r.action,
      r.targetType ?? '',
      r.targetId === undefined ? '' : String(r.targetId),
      r.memberId ?? null,
      r.before === undefined ? null : JSON.stringify(r.before),
      r.after === undefined ? null : JSON.stringify(r.after),
      r.reason ?? '',
    ],
  );
}

export interface AuditFilter {
  operatorId?: number | undefined;
  action?: string | undefined;
  memberId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function where(f: AuditFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    f.operatorId ?? null,
    f.action ?? null,
    f.memberId ?? null,
    f.from ?? null,
    f.to ?? null,
  ];
  return {
    sql: `WHERE ($1::bigint IS NULL OR operator_id = $1) AND ($2::text IS NULL OR action = $2)
        AND ($3::bigint IS NULL OR member_id = $3) AND ($4::timestamptz IS NULL OR at >= $4)
        AND ($5::timestamptz IS NULL OR at < $5)`,
    params,
  };
}

interface AuditRow {
  id: unknown;
  at: Date | string;
  operator_id: unknown;
  operator_name: string;
  ip: string;
  action: string;
  target_type: string;
  target_id: string;
  member_id: unknown;
  before: unknown;
  after: unknown;
  reason: string;
}

const view = (r: AuditRow): backoffice.AuditEntry => ({
  id: toInt(r.id),
  at: formatChinaTime(r.at),
  operatorId: r.operator_id === null ? null : toInt(r.operator_id),
  operatorName: r.operator_name,
  ip: r.ip,
  action: r.action,
  targetType: r.target_type,
  targetId: r.target_id,
  memberId: r.member_id === null ? null : toInt(r.member_id),
  before: r.before,
  after: r.after,
  reason: r.reason,
});

export async function listAudit(
  q: Queryable,
  f: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ list: backoffice.AuditEntry[]; total: number }> {
  const w = where(f);
  const [count] = await q.query<{ n: unknown }>(`SELECT count(*) AS n FROM audit_log ${w.sql}`, w.params);
  const rows = await q.query<AuditRow>(
    `SELECT * FROM audit_log ${w.sql} ORDER BY id DESC LIMIT $6 OFFSET $7`,
    [...w.params, pageSize, (page - 1) * pageSize],
  );
  return { list: rows.map(view), total: toInt(count?.n ?? 0) };
}

export const AUDIT_EXPORT_MAX = 50_000;

/** A CSV field: quoted, quotes doubled; a leading = + - @ is prefixed so a spreadsheet never runs it. */
export function csvField(value: unknown): string {
  let s =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return `"${s.replace(/"/g, '""')}"`;
}

export async function exportAudit(q: Queryable, f: AuditFilter): Promise<{ csv: string; rows: number }> {
  const w = where(f);
  const rows = await q.query<AuditRow>(
    `SELECT * FROM audit_log ${w.sql} ORDER BY id LIMIT ${AUDIT_EXPORT_MAX}`,
    w.params,
  );
  const header = [
    'id',
    'at',
    'operator_id',
    'operator',
    'ip',
    'action',
    'target_type',
    'target_id',
    'member_id',
    'before',
    'after',
    'reason',
  ];
  const lines = rows
    .map(view)
    .map((e) =>
      [
        e.id,
        e.at,
        e.operatorId,
        e.operatorName,
        e.ip,
        e.action,
        e.targetType,
        e.targetId,
        e.memberId,
        e.before,
        e.after,
        e.reason,
      ]
        .map(csvField)
        .join(','),
    );
  return { csv: `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`, rows: rows.length };
}
