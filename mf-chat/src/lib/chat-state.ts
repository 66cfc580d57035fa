import type { ChatMessage, ChatRoom } from '@site/shared/contract';
import { chat } from '@site/shared/contract';
import type { Frame, LinkState } from '@site/shared/socket';

const M = chat.ChatMsg;
/** Messages kept in memory per room: the list is virtualised, but memory is not endless. */
export const MAX_MESSAGES = 500;

export interface Me {
  userId: string | null;
  name: string;
  vipGrade: number;
  guest: boolean;
}

export interface Notice {
  kind: 'muted' | 'blocked' | 'info' | 'destroyed' | 'error';
  text: string;
  /** Ms epoch of the frame, so the same text twice still shows again. */
  at: number;
}

export interface ChatState {
  link: LinkState;
  me: Me | null;
  rooms: ChatRoom[];
  roomId: string | null;
  room: ChatRoom | null;
  /** Oldest first (the order on screen). */
  messages: ChatMessage[];
  hasMore: boolean;
  loadingHistory: boolean;
  joining: boolean;
  notice: Notice | null;
  mutedUntil: number | null;
  /** Slow mode / rate limit: the send button counts down to this (ms epoch). */
  waitUntil: number | null;
  /** Messages that arrived while the widget was minimised. */
  unread: number;
  open: boolean;
  myPrediction: { home: number; away: number; status: string } | null;
  /** Messages this member reported (or had reported): their 举报 action says 已举报. */
  reported: readonly number[];
}

export const initialChatState: ChatState = {
  link: 'closed',
  me: null,
  rooms: [],
  roomId: null,
  room: null,
  messages: [],
  hasMore: false,
  loadingHistory: false,
  joining: false,
  notice: null,
  mutedUntil: null,
  waitUntil: null,
  unread: 0,
  open: false,
  myPrediction: null,
  reported: [],
};

/** Merges by id (a resume may repeat what is already there) and keeps the newest MAX_MESSAGES. */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  const all = [...byId.values()].sort((a, b) => a.id - b.id);
  return all.length > MAX_MESSAGES ? all.slice(all.length - MAX_MESSAGES) : all;
}

type Data = Record<string, unknown>;
const data = (f: Frame): Data => (f.msgData && typeof f.msgData === 'object' ? (f.msgData as Data) : {});
const forRoom = (s: ChatState, d: Data) => typeof d.rid === 'string' && d.rid === s.roomId;

/** One server frame into the widget's state: every SPEC §4 id the server pushes. Pure. */
export function reduceFrame(s: ChatState, f: Frame, now: number): ChatState {
  const d = data(f);
  switch (f.msgId) {
    case M.LOGIN:
      if (d.ok !== true) return { ...s, notice: { kind: 'error', text: String(d.message ?? ''), at: now } };
      return {
        ...s,
        me: {
          userId: (d.userId as string | null) ?? null,
          name: String(d.name),
          vipGrade: Number(d.vipGrade ?? 0),
          guest: d.guest === true,
        },
      };
    case M.JOIN_UNICAST: {
      const room = d.room as ChatRoom;
      if (room.rid !== s.roomId) return s;
      const incoming = [...(d.messages as ChatMessage[])].reverse();
      const resumed = d.resumed === true;
      return {
        ...s,
        room,
        joining: false,
        messages: resumed ? mergeMessages(s.messages, incoming) : mergeMessages([], incoming),
        hasMore: resumed ? s.hasMore : d.hasMore === true,
        mutedUntil: (d.mutedUntil as number | null) ?? null,
        myPrediction: (d.myPrediction as ChatState['myPrediction']) ?? null,
      };
    }
    case M.SEND:
    case M.SCORE:
    case M.GIFT:
    case M.PREDICTION: {
      if (!forRoom(s, d)) return s;
      const message = d.message as ChatMessage;
      const mine = s.me?.userId !== null && s.me?.userId !== undefined && message.userId === s.me.userId;
      const myPrediction =
        f.msgId === M.PREDICTION && mine && message.extra
          ? {
              home: Number(message.extra.home),
              away: Number(message.extra.away),
              status: String(message.extra.status),
            }
          : s.myPrediction;
      const counts = !s.open && !(mine && f.msgId === M.SEND);
      return {
        ...s,
        messages: mergeMessages(s.messages, [message]),
        unread: counts ? s.unread + 1 : s.unread,
        myPrediction,
      };
    }
    case M.MUTED:
      return {
        ...s,
        mutedUntil: typeof d.until === 'number' ? d.until : s.mutedUntil,
        notice: { kind: 'muted', text: String(d.message), at: now },
      };
    case M.BLOCKED: {
      const wait = typeof d.waitSeconds === 'number' ? now + d.waitSeconds * 1000 : s.waitUntil;
      return { ...s, waitUntil: wait, notice: { kind: 'blocked', text: String(d.message), at: now } };
    }
    case M.ROOM_STATUS: {
      const room = d.room as ChatRoom;
      const rooms = s.rooms.map((r) => (r.rid === room.rid ? room : r));
      return { ...s, rooms, room: room.rid === s.roomId ? room : s.room };
    }
    case M.VIP_LEVEL:
      if (!forRoom(s, d) || !s.room) return s;
      return {
        ...s,
        room: { ...s.room, vipLevel: Number(d.vipLevel) },
        notice: { kind: 'info', text: String(d.message), at: now },
      };
    case M.JOIN_BROADCAST:
      if (!forRoom(s, d) || !s.room) return s;
      return { ...s, room: { ...s.room, online: Number(d.online) } };
    case M.ROOM_LIST:
      return { ...s, rooms: d.rooms as ChatRoom[] };
    case M.HISTORY: {
      if (!forRoom(s, d)) return s;
      const older = [...(d.list as ChatMessage[])].reverse();
      return {
        ...s,
        messages: mergeMessages(older, s.messages),
        hasMore: d.hasMore === true,
        loadingHistory: false,
      };
    }
    case M.ROOM_DESTROYED:
      if (!forRoom(s, d)) return s;
      return {
        ...s,
        room: null,
        roomId: null,
        messages: [],
        rooms: s.rooms.filter((r) => r.rid !== d.rid),
        notice: { kind: 'destroyed', text: String(d.message), at: now },
      };
    case M.CLEAR:
      if (!forRoom(s, d)) return s;
      return {
        ...s,
        messages: [],
        hasMore: false,
        notice: { kind: 'info', text: String(d.message), at: now },
      };
    case M.REPORT: {
      const id = typeof d.messageId === 'number' ? d.messageId : null;
      if (id === null || !(d.ok === true || d.already === true) || s.reported.includes(id)) return s;
      return { ...s, reported: [...s.reported, id] };
    }
    case M.MESSAGE_HIDDEN:
      if (!forRoom(s, d)) return s;
      return { ...s, messages: s.messages.filter((m) => m.id !== d.messageId) };
    case M.INTERNAL:
      return {
        ...s,
        joining: false,
        loadingHistory: false,
        notice: { kind: d.status_code === 0 ? 'info' : 'error', text: String(d.message ?? ''), at: now },
      };
    default:
      return s;
  }
}
