import { chat } from '@site/shared/contract';
import type { WsClient, WsHub, WsMessage } from '../ws/hub';
import type { Broker } from './broker';
import { Presence } from './presence';
import { localizeSocketReply } from '../messages/locale';

/** Who a socket speaks as, once it sent 10001 (member) or 10019 (guest). */
export interface Identity {
  memberId: number | null;
  name: string;
  vipGrade: number;
  guest: boolean;
}

/** What travels through the broker: a frame for one room, or for everyone, optionally one member only. */
interface Envelope {
  rid: string | null;
  memberId?: number;
  frame?: WsMessage;
  /** Dev tools: the server closes the member's sockets (a reconnect test). */
  close?: boolean;
}

const TOPIC = 'chat';
/** Close code the server uses for an operator's disconnect (4000-4999: the application's own). */
export const CLOSE_BY_SERVER = 4001;

/**
 * Which local sockets are in which room, and delivery of the broker's frames to them. A
 * socket is in at most one room: the widget shows one room at a time.
 */
export class Delivery {
  readonly identities = new WeakMap<WsClient, Identity>();
  private readonly rooms = new Map<string, Set<WsClient>>();
  private readonly roomOf = new WeakMap<WsClient, string>();
  private stopListening: (() => void) | null = null;
  private readonly presence: Presence;

  constructor(
    private readonly hub: WsHub,
    private readonly broker: Broker,
  ) {
    this.presence = new Presence(broker, () => {
      const counts: Record<string, number> = {};
      for (const rid of this.rooms.keys()) {
        const n = this.live(rid).length;
        if (n > 0) counts[rid] = n;
      }
      return counts;
    });
  }

  async start(): Promise<void> {
    this.stopListening = await this.broker.subscribe(TOPIC, (payload) => this.deliver(payload));
    await this.presence.start();
  }

  stop(): void {
    this.stopListening?.();
    void this.presence.stop();
  }

  enter(client: WsClient, rid: string): void {
    const previous = this.roomOf.get(client);
    if (previous && previous !== rid) this.rooms.get(previous)?.delete(client);
    const set = this.rooms.get(rid) ?? new Set<WsClient>();
    set.add(client);
    this.rooms.set(rid, set);
    this.roomOf.set(client, rid);
    this.presence.changed();
  }

  isIn(client: WsClient, rid: string): boolean {
    return this.roomOf.get(client) === rid && this.hub.clients.has(client);
  }

  /** Live sockets in the room: this process's, plus the other processes' as last heard (presence.ts). */
  online(rid: string): number {
    return this.live(rid).length + this.presence.elsewhere(rid);
  }

  toRoom(rid: string, frame: WsMessage): Promise<void> {
    return this.publish({ rid, frame });
  }

  toEveryone(frame: WsMessage): Promise<void> {
    return this.publish({ rid: null, frame });
  }

  toMember(memberId: number, frame: WsMessage): Promise<void> {
    return this.publish({ rid: null, memberId, frame });
  }

  closeMember(memberId: number): Promise<void> {
    return this.publish({ rid: null, memberId, close: true });
  }

  private publish(envelope: Envelope): Promise<void> {
    return this.broker.publish(TOPIC, JSON.stringify(envelope));
  }

  private live(rid: string): WsClient[] {
    const set = this.rooms.get(rid);
    if (!set) return [];
    for (const c of set) if (!this.hub.clients.has(c)) set.delete(c);
    return [...set].filter((c) => c.socket.readyState === c.socket.OPEN);
  }

  private deliver(payload: string): void {
    const envelope = JSON.parse(payload) as Envelope;
    let targets = envelope.rid === null ? [...this.hub.clients] : this.live(envelope.rid);
    if (envelope.memberId !== undefined)
      targets = targets.filter((c) => this.identities.get(c)?.memberId === envelope.memberId);
    if (envelope.close) {
      for (const c of targets) c.socket.close(CLOSE_BY_SERVER, 'closed by operator');
      return;
    }
    if (envelope.frame) {
      const frame = envelope.frame;
      const text = JSON.stringify(frame);
      // A server text (msgData.message: cleared, destroyed, VIP level, notices) in each socket's
      // language (issue 18); what members wrote is never converted (see localizeSocketReply).
      let traditional: string | undefined;
      const textFor = (c: WsClient) =>
        c.locale === 'zh-TW' ? (traditional ??= JSON.stringify(localizeSocketReply(frame, 'zh-TW'))) : text;
      for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(textFor(c));
    }
    if (envelope.rid !== null && envelope.frame?.msgId === chat.ChatMsg.ROOM_DESTROYED) {
      for (const c of this.rooms.get(envelope.rid) ?? []) this.roomOf.delete(c);
      this.rooms.delete(envelope.rid);
    }
  }
}
