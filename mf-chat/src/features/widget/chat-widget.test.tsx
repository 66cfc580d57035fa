import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, ChatRoom } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { applyLocale, setLocale } from '@site/shared/i18n';
import { ThemeProvider } from '@site/shared/theme';
import '../../messages';
import { ChatClient } from '../../lib/chat-client';
import type { SocketLike } from '@site/shared/socket';
import { ChatWidget } from './chat-widget';

class FakeSocket implements SocketLike {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: { msgId: number; msgData?: Record<string, unknown> }[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as { msgId: number });
  }
  close() {
    this.readyState = 3;
  }
}

const room = (over: Partial<ChatRoom> = {}): ChatRoom => ({
  rid: 'lobby',
  name: '综合大厅',
  kind: 'lobby',
  status: 'open',
  vipLevel: 0,
  slowModeSeconds: 0,
  guestsMaySpeak: false,
  gameId: null,
  online: 2,
  ...over,
});
const text = (id: number, msg: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  rid: 'lobby',
  kind: 'text',
  userId: '7',
  name: 'zhang888',
  vipGrade: 3,
  guest: false,
  msg,
  extra: null,
  time: 1,
  ...over,
});

async function setup(me: { guest: boolean }, { docked = false } = {}) {
  const client = new ChatClient({
    url: 'ws://x',
    create: () => new FakeSocket(),
    memberLogin: async () => null,
  });
  client.start();
  render(
    <StrictMode>
      <ThemeProvider>
        <ChatWidget client={client} placement="floating" docked={docked} />
      </ThemeProvider>
    </StrictMode>,
  );
  const push = async (msgId: number, msgData: unknown) => {
    await act(async () => {
      client.receive({ msgId, msgData });
      await new Promise((r) => setTimeout(r, 30));
    });
  };
  await push(10001, {
    ok: true,
    guest: me.guest,
    userId: me.guest ? null : '9',
    name: me.guest ? '游客1' : 'wode2024',
    vipGrade: 0,
  });
  await push(10009, { rooms: [room(), room({ rid: 'vip', name: 'VIP 贵宾厅', vipLevel: 1 })] });
  await push(10016, {
    room: room(),
    messages: [text(2, '<b>粗体</b><script>alert(1)</script>'), text(1, '你好')],
    hasMore: true,
    resumed: false,
    mutedUntil: null,
    myPrediction: null,
  });
  return { client, push };
}

describe('ChatWidget', () => {
  it('counts unread while minimised, opens on the launcher, and shows HTML as text', async () => {
    const { push } = await setup({ guest: false });
    await push(10003, { rid: 'lobby', message: text(3, '进球了') });
    expect(screen.getByRole('button', { name: '聊天，1 条未读' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('chat-launcher'));
    expect(await screen.findByText('<b>粗体</b><script>alert(1)</script>')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByText('VIP3').length).toBeGreaterThan(0);
    // Members are named as games and leaderboards name them, never in full.
    expect(screen.getAllByText('zh***8').length).toBeGreaterThan(0);
    expect(screen.queryByText('zhang888')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'VIP 贵宾厅' })).toBeInTheDocument();
  });

  it("names the rooms in Traditional on a zh-TW page (the names are the site's, sent in both scripts)", async () => {
    setLocale('zh-TW');
    try {
      const { client, push } = await setup({ guest: false });
      await push(10009, {
        rooms: [
          room({ nameTw: '綜合大廳' }),
          room({ rid: 'vip', name: 'VIP 贵宾厅', nameTw: 'VIP 貴賓廳', vipLevel: 1 }),
        ],
      });
      await push(10016, {
        room: room({ nameTw: '綜合大廳' }),
        messages: [],
        hasMore: false,
        resumed: false,
        mutedUntil: null,
        myPrediction: null,
      });
      act(() => client.setOpen(true));
      expect(await screen.findByRole('button', { name: 'VIP 貴賓廳' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '綜合大廳' })).toBeInTheDocument();
      expect(screen.getAllByText('綜合大廳').length).toBeGreaterThan(0);
      expect(screen.queryByText('综合大厅')).not.toBeInTheDocument();
    } finally {
      setLocale('zh-CN');
    }
  });

  it('docks the launcher as a small tab on the right edge on a game page, off the bottom corner', async () => {
    await setup({ guest: false }, { docked: true });
    const launcher = screen.getByTestId('chat-launcher');
    const style = getComputedStyle(launcher);
    expect(style.bottom).toBe('auto');
    expect(style.right).toBe('0px');
    expect(style.width).toBe('28px');
  });

  it('a guest reads and is asked to log in to speak', async () => {
    const { client } = await setup({ guest: true });
    act(() => client.setOpen(true));
    expect(await screen.findByRole('button', { name: '登录后发言' })).toBeInTheDocument();
    expect(screen.getByText('游客只能浏览聊天，登录后即可发言')).toBeInTheDocument();
    expect(screen.getByText('你好')).toBeInTheDocument();
  });

  it('shows a guest by the guest name the server gave, unmasked', async () => {
    const { client, push } = await setup({ guest: true });
    act(() => client.setOpen(true));
    await push(10003, {
      rid: 'lobby',
      message: text(5, '路过', { userId: null, name: '游客12', guest: true }),
    });
    expect(await screen.findByText('游客12')).toBeInTheDocument();
  });

  it("opens on an open_chat asked before it mounted (the host's launcher), joining its room once", async () => {
    const client = new ChatClient({
      url: 'ws://x',
      create: () => new FakeSocket(),
      memberLogin: async () => null,
    });
    client.start();
    const socket = FakeSocket.last as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    act(() =>
      client.receive({
        msgId: 10001,
        msgData: { ok: true, guest: true, userId: null, name: '游客1', vipGrade: 0 },
      }),
    );
    bus.emit('open_chat', { rid: 'lobby' });
    render(
      <ThemeProvider>
        <ChatWidget client={client} placement="floating" />
      </ThemeProvider>,
    );
    act(() =>
      client.receive({
        msgId: 10016,
        msgData: {
          room: room(),
          messages: [text(1, '你好')],
          hasMore: false,
          resumed: false,
          mutedUntil: null,
          myPrediction: null,
        },
      }),
    );
    expect(await screen.findByTestId('chat-panel')).toBeInTheDocument();
    expect(screen.getByText('你好')).toBeInTheDocument();
    await act(async () => new Promise((r) => setTimeout(r, 350)));
    const joins = socket.sent.filter((f) => f.msgId === 10002 && f.msgData?.['rid'] === 'lobby');
    expect(joins).toHaveLength(1);
  });

  it('sends trimmed text, shows a refusal with its reason and counts the wait down on the send button', async () => {
    const { client, push } = await setup({ guest: false });
    act(() => client.setOpen(true));
    const socket = FakeSocket.last as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const input = await screen.findByRole('textbox', { name: '说点什么…（最多 200 字）' });
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '  大家好  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(socket.sent.find((f) => f.msgId === 10003)?.msgData).toMatchObject({
      rid: 'lobby',
      msg: '大家好',
    });
    await push(10005, { rid: 'lobby', message: '本房间为慢速模式，请 8 秒后再发言', waitSeconds: 8 });
    expect(screen.getByRole('alert')).toHaveTextContent('本房间为慢速模式，请 8 秒后再发言');
    fireEvent.change(input, { target: { value: '再来' } });
    expect(screen.getByRole('button', { name: '8 秒' })).toBeDisabled();
    await push(10004, {
      rid: 'lobby',
      message: '您已被禁言至 2026-11-23 20:00:00，原因：刷屏',
      until: Date.now() + 60_000,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('原因：刷屏');
    expect(screen.getByRole('textbox', { name: '说点什么…（最多 200 字）' })).toBeDisabled();
  });

  it('shows score and prediction cards in a match room', async () => {
    const { client, push } = await setup({ guest: false });
    act(() => client.setOpen(true));
    act(() => client.join('match-L11'));
    await push(10016, {
      room: room({ rid: 'match-L11', name: '巴黎 vs 马赛', kind: 'match', gameId: 'L11' }),
      messages: [],
      hasMore: false,
      resumed: false,
      mutedUntil: null,
      myPrediction: null,
    });
    expect(screen.getByRole('form', { name: '竞猜比分' })).toBeInTheDocument();
    await push(10014, {
      rid: 'match-L11',
      message: text(9, '比分更新', {
        rid: 'match-L11',
        kind: 'score',
        userId: null,
        extra: { home: 1, away: 0, homeName: '巴黎', awayName: '马赛', final: false },
      }),
    });
    expect(screen.getByText('1:0')).toBeInTheDocument();
    await push(10018, {
      rid: 'match-L11',
      message: text(10, 'wode2024 竞猜比分 2:1', {
        rid: 'match-L11',
        kind: 'prediction',
        userId: '9',
        name: 'wode2024',
        extra: { home: 2, away: 1, status: 'pending' },
      }),
    });
    expect(screen.getByText('我的竞猜：2:1（待开奖）')).toBeInTheDocument();
    expect(screen.getByText('wo***4 竞猜比分 2:1')).toBeInTheDocument();
    // Settled at full time, and a gift: the card says it in the page's words, the name masked.
    await push(10018, {
      rid: 'match-L11',
      message: text(11, 'server text', {
        rid: 'match-L11',
        kind: 'prediction',
        userId: '12',
        name: 'zhao666',
        extra: { home: 1, away: 0, status: 'won' },
      }),
    });
    expect(screen.getByText('zh***6 猜中比分 1:0！')).toBeInTheDocument();
    await push(10017, {
      rid: 'match-L11',
      message: text(12, 'server text', {
        rid: 'match-L11',
        kind: 'gift',
        userId: null,
        name: 'zhang888',
        extra: { gift: '火箭', count: 2 },
      }),
    });
    expect(screen.getByText('zh***8 送出 火箭 x2')).toBeInTheDocument();
    // A zh-TW page: the card's words in Traditional, the member's name masked as in zh-CN.
    applyLocale('zh-TW');
    await push(10018, {
      rid: 'match-L11',
      message: text(13, 'server text', {
        rid: 'match-L11',
        kind: 'prediction',
        userId: '13',
        name: 'zhang888',
        extra: { home: 0, away: 2, status: 'lost' },
      }),
    });
    expect(screen.getByText('zh***8 競猜 0:2 未猜中')).toBeInTheDocument();
    applyLocale('zh-CN');
  });

  it('predicts a score: an empty box is refused with a message, two scores go out as the frame', async () => {
    const { client, push } = await setup({ guest: false });
    act(() => client.setOpen(true));
    act(() => client.join('match-L11'));
    await push(10016, {
      room: room({ rid: 'match-L11', name: '巴黎 vs 马赛', kind: 'match', gameId: 'L11' }),
      messages: [],
      hasMore: false,
      resumed: false,
      mutedUntil: null,
      myPrediction: null,
    });
    const socket = FakeSocket.last as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const form = within(screen.getByRole('form', { name: '竞猜比分' }));
    const predictions = () => socket.sent.filter((frame) => frame.msgId === 10018);
    fireEvent.change(form.getByLabelText('主队'), { target: { value: '' } });
    fireEvent.click(form.getByRole('button', { name: '提交竞猜' }));
    expect(await form.findByRole('alert')).toHaveTextContent('请输入0-99之间的比分');
    expect(predictions()).toHaveLength(0);

    fireEvent.change(form.getByLabelText('主队'), { target: { value: '3a' } });
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(form.getByLabelText('客队'), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: '提交竞猜' }));
    await waitFor(() => expect(predictions()).toHaveLength(1));
    expect(predictions()[0]?.msgData).toEqual({ rid: 'match-L11', home: 3, away: 12 });
  });

  it('keeps only the rows in view in the page when a room holds hundreds of messages', async () => {
    const { push } = await setup({ guest: false });
    const many = Array.from({ length: 400 }, (_, i) => text(400 - i, `第${400 - i}条`));
    await push(10016, {
      room: room(),
      messages: many,
      hasMore: false,
      resumed: false,
      mutedUntil: null,
      myPrediction: null,
    });
    fireEvent.click(screen.getByTestId('chat-launcher'));
    // jsdom cannot scroll, so the window stays at the top: the far end is not in the page.
    expect(await screen.findByText('第1条')).toBeInTheDocument();
    expect(screen.queryByText('第400条')).toBeNull();
    const rows = screen.getByTestId('chat-messages').querySelectorAll('li');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
  });

  it('reports another player’s message with a reason, once; a hidden message leaves the screen', async () => {
    const { client, push } = await setup({ guest: false });
    act(() => client.setOpen(true));
    const socket = FakeSocket.last as FakeSocket;
    socket.readyState = 1;
    act(() => socket.onopen?.({}));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    await push(10003, { rid: 'lobby', message: text(3, '我的话', { userId: '9', name: 'wode2024' }) });
    // Only other players' messages carry the action; my own does not.
    expect(screen.getAllByRole('button', { name: '举报 zh***8 的消息' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '举报 wo***4 的消息' })).toBeNull();
    screen.getAllByRole('button', { name: '举报 zh***8 的消息' })[1]!.focus();
    fireEvent.click(screen.getAllByRole('button', { name: '举报 zh***8 的消息' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: '举报消息' });
    expect(dialog).toHaveTextContent('zh***8：<b>粗体</b>');
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择举报原因');
    expect(socket.sent.some((f) => f.msgId === 10020)).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '诈骗' }));
    fireEvent.change(screen.getByLabelText('补充说明（选填，最多 100 字）'), {
      target: { value: '长'.repeat(101) },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('补充说明最多 100 个字');
    fireEvent.change(screen.getByLabelText('补充说明（选填，最多 100 字）'), {
      target: { value: ' 冒充客服 ' },
    });
    // The message goes while the player corrects the note.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    await waitFor(() =>
      expect(socket.sent.filter((f) => f.msgId === 10020).map((f) => f.msgData)).toEqual([
        { rid: 'lobby', messageId: 2, reason: 'fraud', note: '冒充客服' },
      ]),
    );
    await push(10020, {
      rid: 'lobby',
      messageId: 2,
      ok: true,
      already: false,
      message: '举报已提交，感谢您的反馈，我们会尽快核实处理',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('举报已提交，感谢您的反馈');
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '已举报' })).toBeDisabled();

    // The other one: the server says it was reported before; the dialog says so too.
    fireEvent.click(screen.getByRole('button', { name: '举报 zh***8 的消息' }));
    fireEvent.click(await screen.findByRole('radio', { name: '广告/刷屏' }));
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    // The form checks before it sends (asynchronously): answer once the report went out.
    await waitFor(() => expect(socket.sent.filter((f) => f.msgId === 10020)).toHaveLength(2));
    await push(10020, {
      rid: 'lobby',
      messageId: 1,
      ok: false,
      already: true,
      message: '您已举报过这条消息，我们会尽快处理',
    });
    expect(await within(screen.getByRole('dialog')).findByRole('status')).toHaveTextContent(
      '您已举报过这条消息',
    );
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));

    await push(10021, { rid: 'lobby', messageId: 1 });
    expect(screen.queryByText('你好')).toBeNull();
    expect(screen.getByText('<b>粗体</b><script>alert(1)</script>')).toBeInTheDocument();
  });

  it('a refused report keeps the dialog open with the reason; guests see no 举报', async () => {
    const { client, push } = await setup({ guest: false });
    act(() => client.setOpen(true));
    fireEvent.click((await screen.findAllByRole('button', { name: '举报 zh***8 的消息' }))[0]!);
    fireEvent.click(await screen.findByRole('radio', { name: '辱骂' }));
    fireEvent.click(screen.getByRole('button', { name: '提交举报' }));
    // The form checks before it sends (asynchronously): answer once the report is on its way.
    expect(await screen.findByRole('button', { name: /提交中/ })).toBeInTheDocument();
    await push(10020, {
      rid: 'lobby',
      messageId: 1,
      ok: false,
      already: false,
      message: '举报过于频繁，请 10 分钟后再试',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('举报过于频繁，请 10 分钟后再试');
    expect(screen.getByRole('dialog', { name: '举报消息' })).toBeInTheDocument();
  });

  it('a guest has no report action', async () => {
    const { client } = await setup({ guest: true });
    act(() => client.setOpen(true));
    expect(await screen.findByText('你好')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /举报/ })).toBeNull();
  });
});
