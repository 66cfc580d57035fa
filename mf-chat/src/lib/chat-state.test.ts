import type { ChatMessage, ChatRoom } from '@site/shared/contract';
import { initialChatState, reduceFrame, type ChatState } from './chat-state';

const room = (over: Partial<ChatRoom> = {}): ChatRoom => ({
  rid: 'lobby',
  name: '综合大厅',
  kind: 'lobby',
  status: 'open',
  vipLevel: 0,
  slowModeSeconds: 0,
  guestsMaySpeak: false,
  gameId: null,
  online: 3,
  ...over,
});
const msg = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  rid: 'lobby',
  kind: 'text',
  userId: '7',
  name: '张三',
  vipGrade: 2,
  guest: false,
  msg: `m${id}`,
  extra: null,
  time: 1,
  ...over,
});
const inRoom: ChatState = {
  ...initialChatState,
  me: { userId: '9', name: '我', vipGrade: 0, guest: false },
  roomId: 'lobby',
  room: room(),
  messages: [msg(1), msg(2)],
};
const at = 1_000_000;
const ids = (s: ChatState) => s.messages.map((m) => m.id);

describe('reduceFrame: every message id the server pushes', () => {
  it('10001: a login answer sets who I am; a refusal becomes a notice', () => {
    const s = reduceFrame(
      initialChatState,
      { msgId: 10001, msgData: { ok: true, guest: true, userId: null, name: '游客12', vipGrade: 0 } },
      at,
    );
    expect(s.me).toEqual({ userId: null, name: '游客12', vipGrade: 0, guest: true });
    const bad = reduceFrame(
      initialChatState,
      { msgId: 10001, msgData: { ok: false, message: '聊天登录已失效，请重新登录' } },
      at,
    );
    expect(bad.notice?.text).toBe('聊天登录已失效，请重新登录');
  });

  it('10016: the join answer shows the room with its page oldest first; a resume merges what was missed', () => {
    const joining = { ...inRoom, messages: [], room: null };
    const s = reduceFrame(
      joining,
      {
        msgId: 10016,
        msgData: {
          room: room(),
          messages: [msg(5), msg(4)],
          hasMore: true,
          resumed: false,
          mutedUntil: null,
          myPrediction: null,
        },
      },
      at,
    );
    expect(ids(s)).toEqual([4, 5]);
    expect(s.hasMore).toBe(true);
    const resumed = reduceFrame(
      s,
      {
        msgId: 10016,
        msgData: {
          room: room(),
          messages: [msg(7), msg(6), msg(5)],
          hasMore: true,
          resumed: true,
          mutedUntil: null,
          myPrediction: null,
        },
      },
      at,
    );
    expect(ids(resumed)).toEqual([4, 5, 6, 7]);
    const other = reduceFrame(
      inRoom,
      {
        msgId: 10016,
        msgData: {
          room: room({ rid: 'vip' }),
          messages: [],
          hasMore: false,
          resumed: false,
          mutedUntil: null,
          myPrediction: null,
        },
      },
      at,
    );
    expect(other).toBe(inRoom);
  });

  it('10003 / 10014 / 10017 / 10018: messages and cards append to the current room only, unread counts while minimised', () => {
    const s = reduceFrame(inRoom, { msgId: 10003, msgData: { rid: 'lobby', message: msg(3) } }, at);
    expect(ids(s)).toEqual([1, 2, 3]);
    expect(s.unread).toBe(1);
    const card = reduceFrame(
      s,
      { msgId: 10014, msgData: { rid: 'lobby', message: msg(4, { kind: 'score' }) } },
      at,
    );
    const gift = reduceFrame(
      card,
      { msgId: 10017, msgData: { rid: 'lobby', message: msg(5, { kind: 'gift' }) } },
      at,
    );
    const mine = reduceFrame(
      gift,
      {
        msgId: 10018,
        msgData: {
          rid: 'lobby',
          message: msg(6, {
            kind: 'prediction',
            userId: '9',
            extra: { home: 2, away: 1, status: 'pending' },
          }),
        },
      },
      at,
    );
    expect(ids(mine)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(mine.unread).toBe(4);
    expect(mine.myPrediction).toEqual({ home: 2, away: 1, status: 'pending' });
    expect(
      reduceFrame({ ...inRoom, open: true }, { msgId: 10003, msgData: { rid: 'lobby', message: msg(3) } }, at)
        .unread,
    ).toBe(0);
    expect(
      reduceFrame(inRoom, { msgId: 10003, msgData: { rid: 'vip', message: msg(3, { rid: 'vip' }) } }, at),
    ).toBe(inRoom);
  });

  it('10004 / 10005: mute and refusal notices with their reasons; a wait starts the countdown', () => {
    const muted = reduceFrame(
      inRoom,
      { msgId: 10004, msgData: { rid: 'lobby', message: '您已被禁言至 …', until: at + 60_000 } },
      at,
    );
    expect(muted.notice).toEqual({ kind: 'muted', text: '您已被禁言至 …', at });
    expect(muted.mutedUntil).toBe(at + 60_000);
    const slow = reduceFrame(
      inRoom,
      {
        msgId: 10005,
        msgData: { rid: 'lobby', message: '本房间为慢速模式，请 8 秒后再发言', waitSeconds: 8 },
      },
      at,
    );
    expect(slow.waitUntil).toBe(at + 8000);
    expect(slow.notice?.kind).toBe('blocked');
  });

  it('10006 / 10007 / 10008 / 10009: room status, VIP level, joins and the room list', () => {
    const list = reduceFrame(
      inRoom,
      { msgId: 10009, msgData: { rooms: [room(), room({ rid: 'vip', name: 'VIP 贵宾厅' })] } },
      at,
    );
    expect(list.rooms.map((r) => r.rid)).toEqual(['lobby', 'vip']);
    const slow = reduceFrame(list, { msgId: 10006, msgData: { room: room({ slowModeSeconds: 10 }) } }, at);
    expect(slow.room?.slowModeSeconds).toBe(10);
    const level = reduceFrame(
      slow,
      { msgId: 10007, msgData: { rid: 'lobby', vipLevel: 3, message: '本房间发言等级调整为 VIP3 及以上' } },
      at,
    );
    expect(level.room?.vipLevel).toBe(3);
    expect(level.notice?.text).toBe('本房间发言等级调整为 VIP3 及以上');
    expect(
      reduceFrame(
        level,
        { msgId: 10008, msgData: { rid: 'lobby', name: '李四', vipGrade: 0, online: 9 } },
        at,
      ).room?.online,
    ).toBe(9);
  });

  it('10011: an older page goes on top; 10015 clears; 10013 leaves the destroyed room', () => {
    const older = reduceFrame(
      { ...inRoom, loadingHistory: true },
      {
        msgId: 10011,
        msgData: { rid: 'lobby', list: [msg(0), msg(-1)], hasMore: false, nextBeforeId: null },
      },
      at,
    );
    expect(ids(older)).toEqual([-1, 0, 1, 2]);
    expect(older.loadingHistory).toBe(false);
    const cleared = reduceFrame(
      inRoom,
      { msgId: 10015, msgData: { rid: 'lobby', message: '管理员已清屏' } },
      at,
    );
    expect(cleared.messages).toEqual([]);
    const gone = reduceFrame(
      { ...inRoom, rooms: [room()] },
      { msgId: 10013, msgData: { rid: 'lobby', message: '该房间已被解散' } },
      at,
    );
    expect(gone.roomId).toBeNull();
    expect(gone.rooms).toEqual([]);
    expect(gone.notice).toEqual({ kind: 'destroyed', text: '该房间已被解散', at });
  });

  it('60000: an operator notice (0) is info, anything else an error', () => {
    expect(
      reduceFrame(inRoom, { msgId: 60000, msgData: { status_code: 0, message: '维护通知' } }, at).notice
        ?.kind,
    ).toBe('info');
    expect(
      reduceFrame(inRoom, { msgId: 60000, msgData: { status_code: 6007, message: '参数错误' } }, at).notice
        ?.kind,
    ).toBe('error');
  });
});
