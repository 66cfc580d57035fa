import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { ChatOperator } from '../chat/operator';
import { formatChinaTime, toInt, type Db, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { boChatReports as text } from '../messages/backoffice';
import { writeAudit } from './audit';
import { operatorRoute } from './gate';

/**
 * The reports queue of 聊天管理 (issue 30): what players reported (chat/report.ts, 10020), and
 * the two ways out: hide the message (the chat's operator takes it out of history and pushes
 * 10021 to its room on every process) or dismiss the reports. Both close the message's open
 * reports and are audited with the operator's reason.
 */
interface RawReport {
  id: unknown;
  message_id: unknown;
  room_id: string;
  room_name: string;
  body: string;
  author_id: unknown;
  author_name: string;
  sent_at: Date;
  reporter_id: unknown;
  reporter_name: string;
  reason: bo.ChatReportRow['reports'][number]['reason'];
  note: string;
  created_at: Date;
}

async function queue(q: Queryable): Promise<bo.ChatReportRow[]> {
  const rows = await q.query<RawReport>(
    `SELECT r.id, r.message_id, m.room_id, cr.name AS room_name, m.body, m.member_id AS author_id,
       m.name AS author_name, m.created_at AS sent_at, r.reporter_id, p.name AS reporter_name,
       r.reason, r.note, r.created_at
     FROM chat_reports r
     JOIN chat_messages m ON m.id = r.message_id
     JOIN chat_rooms cr ON cr.id = m.room_id
     JOIN members p ON p.id = r.reporter_id
     WHERE r.status = 'open' AND r.message_id IN (
       SELECT message_id FROM chat_reports WHERE status = 'open'
       GROUP BY message_id ORDER BY count(*) DESC, max(created_at) DESC LIMIT 200)
     ORDER BY r.created_at DESC`,
  );
  const byMessage = new Map<number, bo.ChatReportRow>();
  for (const r of rows) {
    const messageId = toInt(r.message_id);
    const row = byMessage.get(messageId) ?? {
      messageId,
      roomId: r.room_id,
      roomName: r.room_name,
      text: r.body,
      authorId: r.author_id === null ? null : toInt(r.author_id),
      authorName: r.author_name,
      sentAt: formatChinaTime(r.sent_at),
      count: 0,
      reports: [],
    };
    row.count += 1;
    row.reports.push({
      id: toInt(r.id),
      reporterId: toInt(r.reporter_id),
      reporterName: r.reporter_name,
      reason: r.reason,
      note: r.note,
      at: formatChinaTime(r.created_at),
    });
    byMessage.set(messageId, row);
  }
  return [...byMessage.values()].sort((a, b) => b.count - a.count);
}

async function closeReports(
  q: Queryable,
  messageId: number,
  status: 'hidden' | 'dismissed',
  operatorId: number | null,
): Promise<number> {
  const rows = await q.query(
    `UPDATE chat_reports SET status = $2, handled_by = $3, handled_at = now()
     WHERE message_id = $1 AND status = 'open' RETURNING id`,
    [messageId, status, operatorId],
  );
  return rows.length;
}

async function messageFacts(q: Queryable, messageId: number) {
  const [row] = await q.query<{ room_id: string; body: string; member_id: unknown }>(
    'SELECT room_id, body, member_id FROM chat_messages WHERE id = $1',
    [messageId],
  );
  return row;
}

export function chatReportRoutes(app: FastifyInstance, db: Db, chat: ChatOperator): void {
  operatorRoute(app, db, bo.chatReports, async () => ({ list: await queue(db) }));

  operatorRoute(app, db, bo.chatHideMessage, async (input, op) => {
    // Hidden, reports closed and audited in one transaction: no hidden message without its
    // audit row. The room hears of it (10021) once that has committed.
    const { rid, closedReports } = await db.tx(async (q) => {
      const message = await messageFacts(q, input.messageId);
      const rid = message && (await chat.hideMessage(input.messageId, q));
      if (!message || !rid) throw new ApiError(ErrorCode.NOT_FOUND, text.messageGone);
      const closedReports = await closeReports(q, input.messageId, 'hidden', op.id);
      await writeAudit(q, op, {
        action: 'chat.hideMessage',
        targetType: 'chat_message',
        targetId: input.messageId,
        memberId: message.member_id === null ? null : toInt(message.member_id),
        before: { roomId: message.room_id, text: message.body },
        after: { hidden: true, closedReports },
        reason: input.reason,
      });
      return { rid, closedReports };
    });
    await chat.announceHidden(rid, input.messageId);
    return { closedReports };
  });

  operatorRoute(app, db, bo.chatDismissReports, async (input, op) =>
    db.tx(async (q) => {
      const closedReports = await closeReports(q, input.messageId, 'dismissed', op.id);
      if (closedReports === 0) throw new ApiError(ErrorCode.NOT_FOUND, text.noOpenReports);
      await writeAudit(q, op, {
        action: 'chat.dismissReports',
        targetType: 'chat_message',
        targetId: input.messageId,
        after: { closedReports },
        reason: input.reason,
      });
      return { closedReports };
    }),
  );
}
