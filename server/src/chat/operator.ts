import { chat } from '@site/shared/contract';
import type { Queryable } from '../db/db';
import { chatText } from '../messages/chat';
import type { ChatRooms } from './rooms';

const M = chat.ChatMsg;

/**
 * What an operator does to the chat (dev tools today, an admin later): every change is
 * stored first, then pushed through the broker so members on every process see it.
 */
export class ChatOperator {
  constructor(private readonly rooms: ChatRooms) {}

  private get store() {
    return this.rooms.store;
  }

  /** Mutes a member in one room (or everywhere) and tells the member's sockets at once (10004). */
  async mute(
    memberId: number,
    rid: string | null,
    minutes: number,
    reason: string = chatText.defaultMuteReason,
  ): Promise<number> {
    const until = await this.store.mute(memberId, rid, minutes, reason);
    await this.rooms.delivery.toMember(memberId, this.rooms.muteNotice(rid ?? '', until, reason));
    return until;
  }

  async unmute(memberId: number): Promise<void> {
    await this.store.unmute(memberId);
  }

  async clear(rid: string): Promise<boolean> {
    if (!(await this.store.clear(rid))) return false;
    await this.rooms.delivery.toRoom(rid, { msgId: M.CLEAR, msgData: { rid, message: chatText.cleared } });
    return true;
  }

  /**
   * Takes one message out of history within `q` (the caller's transaction, so the operator's
   * audit row commits with it); its room, or null when it is missing or hidden already. Once
   * committed, announceHidden tells the room.
   */
  hideMessage(messageId: number, q?: Queryable): Promise<string | null> {
    return this.store.hide(messageId, q);
  }

  /** 10021 to the message's room on every process: every open chat drops it. */
  async announceHidden(rid: string, messageId: number): Promise<void> {
    await this.rooms.delivery.toRoom(rid, { msgId: M.MESSAGE_HIDDEN, msgData: { rid, messageId } });
  }

  async destroy(rid: string): Promise<boolean> {
    if (!(await this.store.destroy(rid))) return false;
    await this.rooms.delivery.toRoom(rid, {
      msgId: M.ROOM_DESTROYED,
      msgData: { rid, message: chatText.destroyed },
    });
    await this.rooms.pushRoomList();
    return true;
  }

  async openRoom(rid: string, name: string): Promise<void> {
    await this.store.upsertLobbyRoom(rid, name);
    await this.rooms.pushRoomList();
  }

  /** 10007 to the room, then its new status (10006) and the list (10009). */
  async setVipLevel(rid: string, vipLevel: number): Promise<boolean> {
    const room = await this.store.updateRoom(rid, { vipLevel });
    if (!room) return false;
    await this.rooms.delivery.toRoom(rid, {
      msgId: M.VIP_LEVEL,
      msgData: { rid, vipLevel, message: chatText.vipLevelChanged(vipLevel) },
    });
    await this.rooms.delivery.toRoom(rid, { msgId: M.ROOM_STATUS, msgData: { room: this.rooms.view(room) } });
    await this.rooms.pushRoomList();
    return true;
  }

  /** Open / closed, slow mode, guests: 10006 to the room and 10009 to everyone. */
  async setRoom(
    rid: string,
    change: { status?: 'open' | 'closed'; slowModeSeconds?: number; guestsMaySpeak?: boolean },
  ): Promise<boolean> {
    const room = await this.store.updateRoom(rid, change);
    if (!room) return false;
    await this.rooms.delivery.toRoom(rid, { msgId: M.ROOM_STATUS, msgData: { room: this.rooms.view(room) } });
    await this.rooms.pushRoomList();
    return true;
  }

  async gift(rid: string, from: string, gift: string, count: number): Promise<boolean> {
    if (!(await this.store.room(rid))) return false;
    const message = await this.store.insert({
      rid,
      kind: 'gift',
      memberId: null,
      guest: false,
      name: from,
      vipGrade: 0,
      body: chatText.gift(from, gift, count),
      extra: { gift, count },
    });
    await this.rooms.delivery.toRoom(rid, { msgId: M.GIFT, msgData: { rid, message } });
    return true;
  }

  /** 60000 with status 0: a notice to every socket. */
  async notice(message: string): Promise<void> {
    await this.rooms.delivery.toEveryone({ msgId: M.INTERNAL, msgData: { status_code: 0, message } });
  }

  /** Closes the member's sockets on every process (the client reconnects after 5 s). */
  async drop(memberId: number): Promise<void> {
    await this.rooms.delivery.closeMember(memberId);
  }

  async blockWord(word: string): Promise<void> {
    await this.store.addBlockedWord(word);
  }
}
