import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { ChatPage } from './chat-page';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const mute: bo.ChatMuteRow = {
  id: 5,
  memberId: 7,
  memberName: 'player7',
  roomId: 'sports',
  until: '2026-05-01 12:00:00',
  reason: '刷屏广告',
  createdAt: '2026-05-01 11:00:00',
};

const reported: bo.ChatReportRow = {
  messageId: 41,
  roomId: 'sports',
  roomName: '体育大厅',
  text: '加我微信领彩金',
  authorId: 12,
  authorName: 'zhang888',
  sentAt: '2026-05-01 10:00:00',
  count: 2,
  reports: [
    {
      id: 2,
      reporterId: 20,
      reporterName: 'lisi2024',
      reason: 'fraud',
      note: '冒充客服',
      at: '2026-05-01 10:05:00',
    },
    { id: 1, reporterId: 21, reporterName: 'wangwu', reason: 'spam', note: '', at: '2026-05-01 10:01:00' },
  ],
};
let open: bo.ChatReportRow[] = [];

beforeEach(() => {
  resetFakeBoApi();
  open = [reported];
  answer(bo.chatReports, () => ({ list: open }));
  signIn('cs', ['players.read', 'chat.moderate']);
  answer(bo.chatOverview, {
    rooms: [{ rid: 'sports', name: '体育大厅', kind: 'lobby', status: 'open', messages: 12 }],
    mutes: [mute],
  });
});

test('shows rooms and mutes; lifts a mute and clears a room with reasons', async () => {
  answer(bo.chatUnmute, { lifted: 1 });
  answer(bo.chatClear, null);
  const user = userEvent.setup();
  renderBo(<ChatPage />);
  const muteRow = (await screen.findByText('刷屏广告')).closest('tr');
  expect(muteRow).not.toBeNull();
  expect(within(muteRow!).getByText('体育大厅')).toBeInTheDocument();
  // The server's Beijing time as written, whatever the browser's zone (lib/format.ts time()).
  expect(within(muteRow!).getByText('2026-05-01 12:00:00')).toBeInTheDocument();
  await user.click(within(muteRow!).getByRole('button', { name: '解除禁言' }));
  let dialog = await screen.findByRole('dialog', { name: '解除 player7 的禁言' });
  await user.type(within(dialog).getByLabelText(/原因/), '误判');
  await user.click(within(dialog).getByRole('button', { name: '解除禁言' }));
  expect(callsTo(bo.chatUnmute)).toEqual([{ memberId: 7, reason: '误判' }]);

  await user.click(screen.getByRole('button', { name: '清空消息' }));
  dialog = await screen.findByRole('dialog', { name: '清空「体育大厅」的全部消息' });
  await user.type(within(dialog).getByLabelText(/原因/), '清理违规内容');
  await user.click(within(dialog).getByRole('button', { name: '清空消息' }));
  expect(callsTo(bo.chatClear)).toEqual([{ roomId: 'sports', reason: '清理违规内容' }]);
});

test('mutes a member by id in one room for the chosen time; a bad id is named', async () => {
  answer(bo.chatMute, (p) => ({ ...mute, memberId: p.memberId, memberName: 'player9' }));
  const user = userEvent.setup();
  renderBo(<ChatPage />);
  await user.click(await screen.findByRole('button', { name: '禁言会员' }));
  const dialog = await screen.findByRole('dialog', { name: '禁言会员' });
  await user.type(within(dialog).getByLabelText(/原因/), '发布广告');
  await user.click(within(dialog).getByRole('button', { name: '禁言会员' }));
  expect(within(dialog).getByText('请输入会员 ID（在会员管理中查看）')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('会员 ID'), '9');
  await user.selectOptions(within(dialog).getByLabelText('范围'), 'sports');
  await user.selectOptions(within(dialog).getByLabelText('禁言时长'), '1440');
  await user.click(within(dialog).getByRole('button', { name: '禁言会员' }));
  expect(callsTo(bo.chatMute)).toEqual([
    { memberId: 9, roomId: 'sports', minutes: 1440, reason: '发布广告' },
  ]);
  expect(await screen.findByText('已禁言会员 player9')).toBeInTheDocument();
});

test('the reports queue shows the message, masked names, reasons and count; hides one with a reason', async () => {
  answer(bo.chatHideMessage, () => {
    open = [];
    return { closedReports: 2 };
  });
  const user = userEvent.setup();
  renderBo(<ChatPage />);
  const row = (await screen.findByText('加我微信领彩金')).closest('tr');
  expect(row).not.toBeNull();
  const cells = within(row!);
  expect(cells.getByText('体育大厅')).toBeInTheDocument();
  // Names as the site masks them for other players, never in full.
  expect(cells.getByRole('link', { name: 'zh***8' })).toHaveAttribute('href', expect.stringContaining('12'));
  expect(cells.getByRole('link', { name: 'li***4' })).toBeInTheDocument();
  expect(screen.queryByText('zhang888')).toBeNull();
  expect(cells.getByText('诈骗')).toBeInTheDocument();
  expect(cells.getByText('广告/刷屏')).toBeInTheDocument();
  expect(cells.getByText('冒充客服')).toBeInTheDocument();
  expect(cells.getByText('2')).toBeInTheDocument();

  await user.click(cells.getByRole('button', { name: '隐藏消息' }));
  const dialog = await screen.findByRole('dialog', { name: '隐藏 zh***8 的消息' });
  await user.click(within(dialog).getByRole('button', { name: '隐藏消息' }));
  expect(callsTo(bo.chatHideMessage)).toEqual([]);
  await user.type(within(dialog).getByLabelText(/原因/), '发布诈骗广告');
  await user.click(within(dialog).getByRole('button', { name: '隐藏消息' }));
  expect(callsTo(bo.chatHideMessage)).toEqual([{ messageId: 41, reason: '发布诈骗广告' }]);
  expect(await screen.findByText('已隐藏消息，2 条举报已结案')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('加我微信领彩金')).toBeNull());
});

test('dismisses a message’s reports with a reason', async () => {
  answer(bo.chatDismissReports, { closedReports: 2 });
  const user = userEvent.setup();
  renderBo(<ChatPage />);
  const row = (await screen.findByText('加我微信领彩金')).closest('tr');
  await user.click(within(row!).getByRole('button', { name: '驳回举报' }));
  const dialog = await screen.findByRole('dialog', { name: '驳回对 zh***8 这条消息的举报' });
  await user.type(within(dialog).getByLabelText(/原因/), '内容正常');
  await user.click(within(dialog).getByRole('button', { name: '驳回举报' }));
  expect(callsTo(bo.chatDismissReports)).toEqual([{ messageId: 41, reason: '内容正常' }]);
  expect(await screen.findByText('已驳回 2 条举报')).toBeInTheDocument();
});
