import { ErrorCode, chat } from '@site/shared/contract';
import { toTraditional } from '@site/shared/zh-tw';
import type { z } from 'zod';
import { verifyJwt } from '../auth/jwt';
import { formatChinaTime } from '../db/db';
import { describeIssues } from '../http/route';
import { MSG_INTERNAL, type WsClient, type WsHub, type WsMessage } from '../ws/hub';
import type { Broker } from './broker';
import { Delivery, type Identity } from './delivery';
import { chatText } from '../messages/chat';
import type { ChatStore, RoomRecord } from './store';

const M = chat.ChatMsg;
/** How many missed messages a reconnecting client gets at most (a few minutes of a busy room). */
const RESUME_LIMIT = 200;

/** The sportsbook as the chat sees it: match rooms, names and scores. */
export interface MatchSource {
  match(gameId: string): { home: string; away: string; ended: boolean } | null;
}

export class RoomError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export function internal(code: number, message: string): WsMessage {
  return { msgId: MSG_INTERNAL, msgData: { status_code: code, message } };
}

export function parseFrame<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw new RoomError(ErrorCode.INVALID_PARAMETER, describeIssues(parsed.error));
  return parsed.data;
}

/**
 * Chat rooms on the site's socket (SPEC §4): login, guest login, join, history, room list.
 * Sending and moderation live in send.ts, operator actions in operator.ts; both reach the
 * sockets through `delivery` (the broker), never by writing to sockets themselves.
 */
export class ChatRooms {
  readonly delivery: Delivery;
  private readonly logins = new WeakMap<WsClient, Promise<unknown>>();
  private guestSeq = 1000 + Math.floor(Math.random() * 8000);

  constructor(
    readonly hub: WsHub,
    readonly store: ChatStore,
    broker: Broker,
    private readonly jwtKey: Buffer,
    readonly matches: MatchSource | null,
  ) {
    this.delivery = new Delivery(hub, broker);
  }

  /**
   * Who the socket is. Frames are handled concurrently, so a join sent right behind its
   * login waits here for that login to finish instead of being refused.
   */
  async identity(client: WsClient): Promise<Identity> {
    await this.logins.get(client);
    const id = this.delivery.identities.get(client);
    if (!id) throw new RoomError(ErrorCode.LOGIN_EXPIRED, chatText.notLoggedIn);
    return id;
  }

  login(client: WsClient, data: unknown): Promise<WsMessage> {
    const done = this.memberLogin(client, data);
    this.logins.set(
      client,
      done.catch(() => undefined),
    );
    return done;
  }

  private async memberLogin(client: WsClient, data: unknown): Promise<WsMessage> {
    const { token } = parseFrame(chat.loginFrame, data);
    const fail = (message: string): WsMessage => ({
      msgId: M.LOGIN,
      msgData: { ok: false, guest: false, userId: null, name: '', vipGrade: 0, message },
    });
    const claims = verifyJwt(token, this.jwtKey);
    const memberId = Number(claims?.sub);
    if (!claims || !Number.isSafeInteger(memberId)) return fail(chatText.loginFailed);
    if (claims.siteId !== client.siteId) return fail(chatText.siteMismatch);
    const member = await this.store.member(memberId);
    if (!member) return fail(chatText.memberGone);
    this.delivery.identities.set(client, {
      memberId,
      name: member.name,
      vipGrade: member.vipGrade,
      guest: false,
    });
    client.memberId = memberId;
    return {
      msgId: M.LOGIN,
      msgData: {
        ok: true,
        guest: false,
        userId: String(memberId),
        name: member.name,
        vipGrade: member.vipGrade,
      },
    };
  }

  guestLogin(client: WsClient): WsMessage {
    const existing = this.delivery.identities.get(client);
    const name = existing?.guest
      ? existing.name
      : chatText.guestName((this.guestSeq = (this.guestSeq % 9999) + 1));
    this.delivery.identities.set(client, { memberId: null, name, vipGrade: 0, guest: true });
    client.memberId = null;
    return { msgId: M.LOGIN, msgData: { ok: true, guest: true, userId: null, name, vipGrade: 0 } };
  }

  /** A live room, making a match room on first join while its match is on the board. */
  async room(rid: string): Promise<RoomRecord> {
    let room = await this.store.room(rid);
    if (!room && rid.startsWith('match-')) {
      const gameId = rid.slice('match-'.length);
      const match = this.matches?.match(gameId);
      if (match && !match.ended) {
        room = await this.store.ensureMatchRoom(rid, gameId, chatText.matchRoomName(match.home, match.away));
        if (room) void this.pushRoomList();
      }
    }
    if (!room) throw new RoomError(ErrorCode.NOT_FOUND, chatText.roomMissing);
    return room;
  }

  view(room: RoomRecord): chat.ChatRoom {
    const { clearedBeforeId: _cleared, ...rest } = room;
    return { ...rest, nameTw: toTraditional(room.name), online: this.delivery.online(room.rid) };
  }

  async join(client: WsClient, data: unknown): Promise<WsMessage> {
    const who = await this.identity(client);
    const { rid, afterId } = parseFrame(chat.joinFrame, data);
    const room = await this.room(rid);
    this.delivery.enter(client, rid);
    let messages: chat.ChatMessage[];
    let hasMore: boolean;
    let resumed = false;
    if (afterId !== undefined && afterId > 0) {
      const missed = await this.store.after(room, afterId, RESUME_LIMIT);
      messages = missed.list;
      hasMore = true;
      resumed = missed.complete;
      // Too much was missed to replay: start from the latest page, like a fresh join.
      if (!missed.complete)
        ({ list: messages, hasMore } = await this.store.page(room, undefined, chat.CHAT_PAGE_SIZE));
    } else {
      ({ list: messages, hasMore } = await this.store.page(room, undefined, chat.CHAT_PAGE_SIZE));
    }
    const mute = who.memberId !== null ? await this.store.activeMute(who.memberId, rid) : null;
    const myPrediction =
      who.memberId !== null && room.gameId ? await this.store.myPrediction(room.gameId, who.memberId) : null;
    const online = this.delivery.online(rid);
    void this.delivery.toRoom(rid, {
      msgId: M.JOIN_BROADCAST,
      msgData: { rid, name: who.name, vipGrade: who.vipGrade, online },
    });
    return {
      msgId: M.JOIN_UNICAST,
      msgData: {
        room: this.view(room),
        messages,
        hasMore,
        resumed,
        mutedUntil: mute?.until ?? null,
        myPrediction,
      },
    };
  }

  async history(input: z.output<typeof chat.historyFrame>): Promise<z.input<typeof chat.historyPage>> {
    const room = await this.room(input.rid);
    const { list, hasMore } = await this.store.page(
      room,
      input.beforeId,
      input.pageSize ?? chat.CHAT_PAGE_SIZE,
    );
    const last = list[list.length - 1];
    return { rid: room.rid, list, hasMore, nextBeforeId: hasMore && last ? last.id : null };
  }

  async roomList(): Promise<chat.ChatRoom[]> {
    return (await this.store.rooms()).map((r) => this.view(r));
  }

  async pushRoomList(): Promise<void> {
    await this.delivery.toEveryone({ msgId: M.ROOM_LIST, msgData: { rooms: await this.roomList() } });
  }

  /** The mute notice (10004) as a sender or a freshly muted member sees it. */
  muteNotice(rid: string, until: number, reason: string, clientId?: string): WsMessage {
    return {
      msgId: M.MUTED,
      msgData: {
        rid,
        message: chatText.muted(formatChinaTime(new Date(until)), reason),
        until,
        ...(clientId ? { clientId } : {}),
      },
    };
  }
}
