import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { FeedbackPage } from './feedback-page';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const item = (id: number, reply = ''): bo.FeedbackRow => ({
  id,
  memberId: 7,
  memberName: 'player7',
  type: 'withdraw',
  content: '提款两个小时还没到账',
  orderNo: '',
  images: ['u1'],
  reply,
  replyRead: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  repliedAt: reply ? '2026-05-01T11:00:00.000Z' : null,
  deleted: false,
});

beforeEach(() => {
  resetFakeBoApi();
  signIn('cs', ['players.read', 'feedback.reply']);
});

test('lists open feedback and sends a reply, which needs two characters', async () => {
  let replied = false;
  answer(bo.listFeedback, () => ({ list: [replied ? item(1, '已到账，请查收') : item(1)], total: 1 }));
  answer(bo.replyFeedback, (p) => {
    replied = true;
    return { ...item(p.id), reply: p.reply };
  });
  renderBo(<FeedbackPage />);
  const card = await screen.findByRole('listitem', { name: 'player7 提款问题' });
  expect(within(card).getByText('提款两个小时还没到账')).toBeInTheDocument();
  expect(within(card).getByText('附图 1 张')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: '回复' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/回复内容/), '好');
  await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
  expect(await within(dialog).findByText('请输入至少 2 个字的回复')).toBeInTheDocument();
  expect(callsTo(bo.replyFeedback)).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText(/回复内容/), '的，已到账，请查收');
  await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
  expect(callsTo(bo.replyFeedback)).toEqual([{ id: 1, reply: '好的，已到账，请查收' }]);
  expect(await screen.findByText('已到账，请查收')).toBeInTheDocument();
  expect(screen.getByText(/会员未读/)).toBeInTheDocument();
});

test('a refusal of the server stays in the dialog', async () => {
  answer(bo.listFeedback, { list: [item(2)], total: 1 });
  refuse(bo.replyFeedback, 6007, '会员已删除该反馈，无法回复');
  renderBo(<FeedbackPage />);
  await userEvent.click(await screen.findByRole('button', { name: '回复' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText(/回复内容/), '您好，已处理');
  await userEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('会员已删除该反馈，无法回复');
});

test('no reply button without feedback.reply', async () => {
  signIn('finance', ['players.read']);
  answer(bo.listFeedback, { list: [item(3)], total: 1 });
  renderBo(<FeedbackPage />);
  await screen.findByText('提款两个小时还没到账');
  expect(screen.queryByRole('button', { name: '回复' })).not.toBeInTheDocument();
});
