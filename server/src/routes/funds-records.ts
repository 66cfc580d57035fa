import type { FastifyInstance } from 'fastify';
import { ErrorCode, fenToYuanText, funds } from '@site/shared/contract';
import type { Db } from '../db/db';
import { chinaDayStartIfReal, formatChinaTime } from '../time/china';
import { dealRecordPage } from '../funds/records-repository';
import { ApiError } from '../http/api-error';
import { memberRoute } from '../http/route';
import { fundsMessages as text } from '../messages/funds';
import type { SessionStore } from '../session/sessions';

/** Midnight China time of a YYYY-MM-DD date. @throws {ApiError} 6007 for a date that does not exist. */
function chinaDay(date: string, field: string): Date {
  const day = chinaDayStartIfReal(date);
  if (!day) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.dateMissing(field));
  return day;
}

/** transactions/queryDealRecord: the member's record, newest first, by type and China-time dates. */
export function fundsRecordRoutes(app: FastifyInstance, db: Db, sessions: SessionStore): void {
  memberRoute(app, sessions, funds.queryDealRecord, async (input, m) => {
    const from = input.startDate ? chinaDay(input.startDate, 'startDate') : new Date(0);
    const to = input.endDate
      ? new Date(chinaDay(input.endDate, 'endDate').getTime() + 24 * 3600_000)
      : new Date('9999-12-31T00:00:00Z');
    if (from >= to) throw new ApiError(ErrorCode.INVALID_PARAMETER, text.dateOrder);
    const page = await dealRecordPage(db, m.id, {
      type: input.type,
      from,
      to,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    });
    return {
      list: page.rows.map((r) => ({
        id: r.id,
        type: r.type,
        typeName: text.dealKind[r.kind] ?? text.dealType[r.type],
        amount: fenToYuanText(r.amount),
        status: r.status,
        statusName: text.dealStatus[r.status] ?? r.status,
        orderNo: r.orderNo,
        remark: r.remark,
        createTime: formatChinaTime(r.createdAt),
      })),
      total: page.total,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });
}
