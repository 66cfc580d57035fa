import { chat } from '@site/shared/contract';
import type { z } from 'zod';
import { toInt, type Db } from '../db/db';
import { describeIssues } from '../http/route';
import type { WsClient, WsMessage } from '../ws/hub';
import type { ChatRooms } from './rooms';
import { reportText } from '../messages/chat';

const M = chat.ChatMsg;

type Outcome = 'stored' | 'already' | 'rate';

/** chat_reports (migration 033): one row per member per message, rate-limited per member. */
export class ChatReportStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores the report in one transaction under the reporter's row lock: nothing when the member
   * already reported the message or made `limit.reports` reports in the window.
   */
  async add(
    messageId: number,
    reporterId: number,
    reason: chat.ReportReason,
    note: string,
    limit: { reports: number; windowSeconds: number },
  ): Promise<Outcome> {
    return this.db.tx(async (q) => {
      // One member's reports queue here, so parallel frames cannot all pass the count.
      await q.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [reporterId]);
      const [had] = await q.query('SELECT 1 FROM chat_reports WHERE message_id = $1 AND reporter_id = $2', [
        messageId,
        reporterId,
      ]);
      if (had) return 'already';
      const [recent] = await q.query<{ n: unknown }>(
        `SELECT count(*) AS n FROM chat_reports WHERE reporter_id = $1
           AND created_at > now() - make_interval(secs => $2)`,
        [reporterId, limit.windowSeconds],
      );
      if (toInt(recent?.n ?? 0) >= limit.reports) return 'rate';
      await q.query(
        'INSERT INTO chat_reports (message_id, reporter_id, reason, note) VALUES ($1, $2, $3, $4)',
        [messageId, reporterId, reason, note],
      );
      return 'stored';
    });
  }

  /** The message as a reporter may see it: in the room, not cleared, not hidden. */
  async reportable(
    rid: string,
    messageId: number,
  ): Promise<{ kind: string; memberId: number | null } | null> {
    const [row] = await this.db.query<{ kind: string; member_id: unknown }>(
      `SELECT m.kind, m.member_id FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id
       WHERE m.id = $1 AND m.room_id = $2 AND m.hidden_at IS NULL AND m.id > r.cleared_before_id
         AND r.destroyed_at IS NULL`,
      [messageId, rid],
    );
    if (!row) return null;
    return { kind: row.kind, memberId: row.member_id === null ? null : toInt(row.member_id) };
  }
}

function reply(input: z.input<typeof chat.reportReply>): WsMessage {
  return { msgId: M.REPORT, msgData: input };
}

/**
 * 10020 from a member: a report of another player's text message. Always answered with a
 * 10020 to the reporter (stored, already reported, too often, or why not), never dropped.
 */
export async function reportMessage(
  rooms: ChatRooms,
  reports: ChatReportStore,
  client: WsClient,
  data: unknown,
): Promise<WsMessage> {
  const raw = (data ?? {}) as { rid?: unknown; messageId?: unknown };
  const rid = typeof raw.rid === 'string' ? raw.rid : '';
  const parsed = chat.reportFrame.safeParse(data ?? {});
  if (!parsed.success) {
    const messageId = typeof raw.messageId === 'number' ? raw.messageId : null;
    return reply({ rid, messageId, ok: false, already: false, message: describeIssues(parsed.error) });
  }
  const input = parsed.data;
  const answer = (ok: boolean, message: string, already = false) =>
    reply({ rid: input.rid, messageId: input.messageId, ok, already, message });
  const who = await rooms.identity(client);
  if (who.memberId === null) return answer(false, reportText.guest);
  const target = await reports.reportable(input.rid, input.messageId);
  if (!target) return answer(false, reportText.gone);
  if (target.kind !== 'text') return answer(false, reportText.notText);
  if (target.memberId === who.memberId) return answer(false, reportText.own);
  const limit = chat.REPORT_RATE_LIMIT;
  const outcome = await reports.add(input.messageId, who.memberId, input.reason, input.note ?? '', limit);
  if (outcome === 'already') return answer(false, reportText.already, true);
  if (outcome === 'rate') return answer(false, reportText.tooOften(Math.ceil(limit.windowSeconds / 60)));
  return answer(true, reportText.done);
}
