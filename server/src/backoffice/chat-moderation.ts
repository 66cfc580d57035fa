import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@site/shared/contract';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import type { z } from 'zod';
import type { ChatOperator } from '../chat/operator';
import { formatChinaTime, toInt, type Db, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { writeAudit } from './audit';
import { chatReportRoutes } from './chat-moderation-reports';
import { operatorRoute } from './gate';
import { findPlayer } from './players';

/**
 * Chat moderation for customer service and risk (issue 30 part 5): the chat's own operator
 * (chat/operator.ts) stores each change and pushes it through the broker, so players on every
 * process see a mute (10004) or a cleared room (10015) at once; this file adds the operator API
 * and the audit record. Registered in app.ts, where the chat service lives.
 */
export const chatModerationText = {
  roomNotFound: '聊天室不存在',
} as const;

type MuteRow = z.input<typeof bo.chatMuteRow>;
interface RawMute {
  id: unknown;
  member_id: unknown;
  member_name: string;
  room_id: string | null;
  until: Date;
  reason: string;
  created_at: Date;
}
const MUTE_SELECT = `SELECT c.id, c.member_id, m.name AS member_name, c.room_id, c.until, c.reason, c.created_at
  FROM chat_mutes c JOIN members m ON m.id = c.member_id`;
const muteView = (r: RawMute): MuteRow => ({
  id: toInt(r.id),
  memberId: toInt(r.member_id),
  memberName: r.member_name,
  roomId: r.room_id,
  until: formatChinaTime(r.until),
  reason: r.reason,
  createdAt: formatChinaTime(r.created_at),
});

async function overview(q: Queryable) {
  const rooms = await q.query<{
    id: string;
    name: string;
    kind: 'lobby' | 'match';
    status: 'open' | 'closed';
    n: unknown;
  }>(
    `SELECT r.id, r.name, r.kind, r.status,
       (SELECT count(*) FROM chat_messages m WHERE m.room_id = r.id AND m.id > r.cleared_before_id
         AND m.hidden_at IS NULL) AS n
     FROM chat_rooms r WHERE r.destroyed_at IS NULL ORDER BY r.sort, r.created_at, r.id`,
  );
  const mutes = await q.query<RawMute>(
    `${MUTE_SELECT} WHERE c.until > now() ORDER BY c.until DESC LIMIT 200`,
  );
  return {
    rooms: rooms.map((r) => ({
      rid: r.id,
      name: r.name,
      kind: r.kind,
      status: r.status,
      messages: toInt(r.n),
    })),
    mutes: mutes.map(muteView),
  };
}

async function roomExists(q: Queryable, rid: string): Promise<void> {
  const [row] = await q.query('SELECT 1 FROM chat_rooms WHERE id = $1 AND destroyed_at IS NULL', [rid]);
  if (!row) throw new ApiError(ErrorCode.NOT_FOUND, chatModerationText.roomNotFound);
}

export function chatModerationRoutes(app: FastifyInstance, db: Db, chat: ChatOperator): void {
  operatorRoute(app, db, bo.chatOverview, () => overview(db));

  operatorRoute(app, db, bo.chatMute, async (input, op) => {
    await findPlayer(db, input.memberId);
    if (input.roomId !== null) await roomExists(db, input.roomId);
    await chat.mute(input.memberId, input.roomId, input.minutes, input.reason);
    const [row] = await db.query<RawMute>(
      `${MUTE_SELECT} WHERE c.member_id = $1 ORDER BY c.id DESC LIMIT 1`,
      [input.memberId],
    );
    if (!row) throw new Error('mute not stored');
    const mute = muteView(row);
    await writeAudit(db, op, {
      action: 'chat.mute',
      targetType: 'member',
      targetId: input.memberId,
      memberId: input.memberId,
      after: mute,
      reason: input.reason,
    });
    return mute;
  });

  operatorRoute(app, db, bo.chatUnmute, async (input, op) => {
    await findPlayer(db, input.memberId);
    const [active] = await db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM chat_mutes WHERE member_id = $1 AND until > now()',
      [input.memberId],
    );
    await chat.unmute(input.memberId);
    const lifted = toInt(active?.n ?? 0);
    await writeAudit(db, op, {
      action: 'chat.unmute',
      targetType: 'member',
      targetId: input.memberId,
      memberId: input.memberId,
      after: { lifted },
      reason: input.reason,
    });
    return { lifted };
  });

  operatorRoute(app, db, bo.chatClear, async (input, op) => {
    await roomExists(db, input.roomId);
    await chat.clear(input.roomId);
    await writeAudit(db, op, {
      action: 'chat.clear',
      targetType: 'chat_room',
      targetId: input.roomId,
      reason: input.reason,
    });
    return null;
  });

  chatReportRoutes(app, db, chat);
}
