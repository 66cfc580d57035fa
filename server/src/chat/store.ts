import type { chat } from '@site/shared/contract';
import { toInt, type Db, type Queryable } from '../db/db';

/** The chat's data access (house rule 3: no SQL in routes or the socket handlers). */

interface RoomRow {
  id: string;
  name: string;
  kind: 'lobby' | 'match';
  status: 'open' | 'closed';
  vip_level: number;
  slow_mode_seconds: number;
  guests_may_speak: boolean;
  game_id: string | null;
  cleared_before_id: unknown;
}
export interface RoomRecord {
  rid: string;
  name: string;
  kind: 'lobby' | 'match';
  status: 'open' | 'closed';
  vipLevel: number;
  slowModeSeconds: number;
  guestsMaySpeak: boolean;
  gameId: string | null;
  clearedBeforeId: number;
}

interface MessageRow {
  id: unknown;
  room_id: string;
  kind: chat.ChatMessage['kind'];
  member_id: unknown;
  guest: boolean;
  name: string;
  vip_grade: number;
  body: string;
  extra: Record<string, unknown> | null;
  created_at: Date | string;
}

export interface NewMessage {
  rid: string;
  kind: chat.ChatMessage['kind'];
  memberId: number | null;
  guest: boolean;
  name: string;
  vipGrade: number;
  body: string;
  extra?: Record<string, unknown> | null;
}

const ROOM_COLUMNS =
  'id, name, kind, status, vip_level, slow_mode_seconds, guests_may_speak, game_id, cleared_before_id';
const MESSAGE_COLUMNS = 'id, room_id, kind, member_id, guest, name, vip_grade, body, extra, created_at';

function room(r: RoomRow): RoomRecord {
  return {
    rid: r.id,
    name: r.name,
    kind: r.kind,
    status: r.status,
    vipLevel: r.vip_level,
    slowModeSeconds: r.slow_mode_seconds,
    guestsMaySpeak: r.guests_may_speak,
    gameId: r.game_id,
    clearedBeforeId: toInt(r.cleared_before_id),
  };
}

/** The rate limit's key of a sender: members by id, guests by their name. */
function senderKey(who: { memberId: number | null; name: string }): string {
  return who.memberId !== null ? `m:${who.memberId}` : `g:${who.name}`;
}

function message(r: MessageRow): chat.ChatMessage {
  return {
    id: toInt(r.id),
    rid: r.room_id,
    kind: r.kind,
    userId: r.member_id === null ? null : String(toInt(r.member_id)),
    name: r.name,
    vipGrade: r.vip_grade,
    guest: r.guest,
    msg: r.body,
    extra: r.extra,
    time: new Date(r.created_at).getTime(),
  };
}

export class ChatStore {
  private words: { list: string[]; at: number } | null = null;

  constructor(private readonly db: Db) {}

  async rooms(): Promise<RoomRecord[]> {
    const rows = await this.db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM chat_rooms WHERE destroyed_at IS NULL ORDER BY sort, created_at, id`,
    );
    return rows.map(room);
  }

  async room(rid: string): Promise<RoomRecord | null> {
    const [row] = await this.db.query<RoomRow>(
      `SELECT ${ROOM_COLUMNS} FROM chat_rooms WHERE id = $1 AND destroyed_at IS NULL`,
      [rid],
    );
    return row ? room(row) : null;
  }

  /** Makes a match room (once; a destroyed one stays destroyed) and answers it. */
  async ensureMatchRoom(rid: string, gameId: string, name: string): Promise<RoomRecord | null> {
    await this.db.query(
      `INSERT INTO chat_rooms (id, name, kind, game_id, sort, guests_may_speak) VALUES ($1, $2, 'match', $3, 50, false)
       ON CONFLICT (id) DO NOTHING`,
      [rid, name, gameId],
    );
    return this.room(rid);
  }

  /** Opens (or reopens) a lobby room: dev tools, after a destroy. */
  async upsertLobbyRoom(rid: string, name: string): Promise<void> {
    await this.db.query(
      `INSERT INTO chat_rooms (id, name, kind) VALUES ($1, $2, 'lobby')
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, destroyed_at = NULL, status = 'open'`,
      [rid, name],
    );
  }

  async updateRoom(
    rid: string,
    change: {
      status?: 'open' | 'closed';
      vipLevel?: number;
      slowModeSeconds?: number;
      guestsMaySpeak?: boolean;
    },
  ): Promise<RoomRecord | null> {
    const [row] = await this.db.query<RoomRow>(
      `UPDATE chat_rooms SET status = COALESCE($2, status), vip_level = COALESCE($3, vip_level),
         slow_mode_seconds = COALESCE($4, slow_mode_seconds), guests_may_speak = COALESCE($5, guests_may_speak)
       WHERE id = $1 AND destroyed_at IS NULL RETURNING ${ROOM_COLUMNS}`,
      [
        rid,
        change.status ?? null,
        change.vipLevel ?? null,
        change.slowModeSeconds ?? null,
        change.guestsMaySpeak ?? null,
      ],
    );
    return row ? room(row) : null;
  }

  async destroy(rid: string): Promise<boolean> {
    const rows = await this.db.query(
      'UPDATE chat_rooms SET destroyed_at = now() WHERE id = $1 AND destroyed_at IS NULL RETURNING id',
      [rid],
    );
    return rows.length > 0;
  }

  /** 10015: hides every message so far from history. */
  async clear(rid: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE chat_rooms SET cleared_before_id = COALESCE((SELECT max(id) FROM chat_messages WHERE room_id = $1), 0)
       WHERE id = $1 AND destroyed_at IS NULL RETURNING id`,
      [rid],
    );
    return rows.length > 0;
  }

  /** Hides one message from history and resume (an operator's 隐藏消息): its room, or null when none is visible. */
  async hide(id: number, q: Queryable = this.db): Promise<string | null> {
    const [row] = await q.query<{ room_id: string }>(
      'UPDATE chat_messages SET hidden_at = now() WHERE id = $1 AND hidden_at IS NULL RETURNING room_id',
      [id],
    );
    return row?.room_id ?? null;
  }

  async insert(m: NewMessage, q: Queryable = this.db): Promise<chat.ChatMessage> {
    const [row] = await q.query<MessageRow>(
      `INSERT INTO chat_messages (room_id, kind, member_id, guest, name, vip_grade, body, extra)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${MESSAGE_COLUMNS}`,
      [
        m.rid,
        m.kind,
        m.memberId,
        m.guest,
        m.name,
        m.vipGrade,
        m.body,
        m.extra ? JSON.stringify(m.extra) : null,
      ],
    );
    if (!row) throw new Error('chat message insert returned nothing');
    return message(row);
  }

  /** A page, newest first, older than `beforeId`; one row more tells whether older ones exist. */
  async page(
    r: RoomRecord,
    beforeId: number | undefined,
    size: number,
  ): Promise<{ list: chat.ChatMessage[]; hasMore: boolean }> {
    const rows = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = $1 AND id > $2 AND ($3::bigint IS NULL OR id < $3)
         AND hidden_at IS NULL
       ORDER BY id DESC LIMIT $4`,
      [r.rid, r.clearedBeforeId, beforeId ?? null, size + 1],
    );
    return { list: rows.slice(0, size).map(message), hasMore: rows.length > size };
  }

  /** Resume: everything after `afterId` (newest first), at most `limit`. */
  async after(
    r: RoomRecord,
    afterId: number,
    limit: number,
  ): Promise<{ list: chat.ChatMessage[]; complete: boolean }> {
    const rows = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = $1 AND id > $2 AND hidden_at IS NULL
       ORDER BY id DESC LIMIT $3`,
      [r.rid, Math.max(afterId, r.clearedBeforeId), limit + 1],
    );
    return { list: rows.slice(0, limit).map(message), complete: rows.length <= limit };
  }

  async member(id: number): Promise<{ id: number; name: string; vipGrade: number } | null> {
    const [row] = await this.db.query<{ id: unknown; name: string; vip_grade: number }>(
      'SELECT id, name, vip_grade FROM members WHERE id = $1',
      [id],
    );
    return row ? { id: toInt(row.id), name: row.name, vipGrade: row.vip_grade } : null;
  }

  async memberByName(name: string): Promise<number | null> {
    const [row] = await this.db.query<{ id: unknown }>(
      'SELECT id FROM members WHERE lower(name) = lower($1)',
      [name],
    );
    return row ? toInt(row.id) : null;
  }

  async activeMute(memberId: number, rid: string): Promise<{ until: number; reason: string } | null> {
    const [row] = await this.db.query<{ until: Date | string; reason: string }>(
      `SELECT until, reason FROM chat_mutes WHERE member_id = $1 AND (room_id IS NULL OR room_id = $2) AND until > now()
       ORDER BY until DESC LIMIT 1`,
      [memberId, rid],
    );
    return row ? { until: new Date(row.until).getTime(), reason: row.reason } : null;
  }

  async mute(memberId: number, rid: string | null, minutes: number, reason: string): Promise<number> {
    const [row] = await this.db.query<{ until: Date | string }>(
      `INSERT INTO chat_mutes (member_id, room_id, until, reason) VALUES ($1, $2, now() + make_interval(mins => $3), $4) RETURNING until`,
      [memberId, rid, minutes, reason],
    );
    return row ? new Date(row.until).getTime() : Date.now();
  }

  async unmute(memberId: number): Promise<void> {
    await this.db.query('UPDATE chat_mutes SET until = now() WHERE member_id = $1 AND until > now()', [
      memberId,
    ]);
  }

  /** When the member last spoke in the room (slow mode), ms epoch. */
  async lastSpokeAt(
    memberKey: { memberId: number | null; name: string },
    rid: string,
  ): Promise<number | null> {
    const [row] = await this.db.query<{ created_at: Date | string }>(
      memberKey.memberId !== null
        ? `SELECT created_at FROM chat_messages WHERE member_id = $1 AND room_id = $2 AND kind = 'text' ORDER BY id DESC LIMIT 1`
        : `SELECT created_at FROM chat_messages WHERE member_id IS NULL AND name = $1 AND room_id = $2 AND kind = 'text' ORDER BY id DESC LIMIT 1`,
      [memberKey.memberId ?? memberKey.name, rid],
    );
    return row ? new Date(row.created_at).getTime() : null;
  }

  /**
   * Stores a text when its sender has a free send slot (at most `limit.messages` in the last
   * `limit.windowSeconds`), in one statement: the upsert locks the sender's chat_send_slots row,
   * so parallel sends of one member (any socket, any server process) queue on that row and each
   * sees the slots taken before it. Null when the window is full: nothing is stored.
   */
  async insertRateLimited(
    m: NewMessage,
    limit: { messages: number; windowSeconds: number },
  ): Promise<chat.ChatMessage | null> {
    const [row] = await this.db.query<MessageRow>(
      `WITH slot AS (
         INSERT INTO chat_send_slots AS s (sender, sent_at) VALUES ($9, ARRAY[now()])
         ON CONFLICT (sender) DO UPDATE
           SET sent_at = ARRAY(SELECT t FROM unnest(s.sent_at) AS t WHERE t > now() - make_interval(secs => $10) ORDER BY t) || now()
           WHERE (SELECT count(*) FROM unnest(s.sent_at) AS t WHERE t > now() - make_interval(secs => $10)) < $11
         RETURNING sender)
       INSERT INTO chat_messages (room_id, kind, member_id, guest, name, vip_grade, body, extra)
       SELECT $1::text, $2::text, $3::bigint, $4::boolean, $5::text, $6::integer, $7::text, $8::jsonb FROM slot
       RETURNING ${MESSAGE_COLUMNS}`,
      [
        m.rid,
        m.kind,
        m.memberId,
        m.guest,
        m.name,
        m.vipGrade,
        m.body,
        m.extra ? JSON.stringify(m.extra) : null,
        senderKey(m),
        limit.windowSeconds,
        limit.messages,
      ],
    );
    return row ? message(row) : null;
  }

  /** The oldest of the sender's sends still inside the window (when the window is full, it frees the next slot), ms epoch. */
  async oldestSendInWindow(
    memberKey: { memberId: number | null; name: string },
    windowSeconds: number,
  ): Promise<number | null> {
    const [row] = await this.db.query<{ oldest: Date | string | null }>(
      `SELECT min(t) AS oldest FROM chat_send_slots, unnest(sent_at) AS t
       WHERE sender = $1 AND t > now() - make_interval(secs => $2)`,
      [senderKey(memberKey), windowSeconds],
    );
    return row?.oldest ? new Date(row.oldest).getTime() : null;
  }

  /** Blocked words, read at most every 30 s (an operator's new word reaches every process soon). */
  async blockedWords(now = Date.now()): Promise<string[]> {
    if (!this.words || now - this.words.at > 30_000) {
      const rows = await this.db.query<{ word: string }>('SELECT word FROM chat_blocked_words ORDER BY word');
      this.words = { list: rows.map((r) => r.word), at: now };
    }
    return this.words.list;
  }

  async addBlockedWord(word: string): Promise<void> {
    await this.db.query('INSERT INTO chat_blocked_words (word) VALUES ($1) ON CONFLICT DO NOTHING', [word]);
    this.words = null;
  }

  async predict(rid: string, gameId: string, memberId: number, home: number, away: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO chat_predictions (room_id, game_id, member_id, home, away) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (game_id, member_id) DO NOTHING RETURNING id`,
      [rid, gameId, memberId, home, away],
    );
    return rows.length > 0;
  }

  async myPrediction(
    gameId: string,
    memberId: number,
  ): Promise<{ home: number; away: number; status: string } | null> {
    const [row] = await this.db.query<{ home: number; away: number; status: string }>(
      'SELECT home, away, status FROM chat_predictions WHERE game_id = $1 AND member_id = $2',
      [gameId, memberId],
    );
    return row ?? null;
  }

  /** Settles a match's predictions once: the rows it changed, with the member's name and grade. */
  async settlePredictions(gameId: string, home: number, away: number) {
    const rows = await this.db.query<{
      room_id: string;
      member_id: unknown;
      home: number;
      away: number;
      status: 'won' | 'lost';
      name: string;
      vip_grade: number;
    }>(
      `WITH s AS (
         UPDATE chat_predictions SET status = CASE WHEN home = $2 AND away = $3 THEN 'won' ELSE 'lost' END
         WHERE game_id = $1 AND status = 'pending' RETURNING room_id, member_id, home, away, status)
       SELECT s.room_id, s.member_id, s.home, s.away, s.status, m.name, m.vip_grade FROM s JOIN members m ON m.id = s.member_id
       ORDER BY s.status DESC, m.name`,
      [gameId, home, away],
    );
    return rows.map((r) => ({ ...r, memberId: toInt(r.member_id) }));
  }
}
