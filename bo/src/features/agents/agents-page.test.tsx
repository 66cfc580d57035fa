import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { AgentsPage } from './agents-page';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const application = (
  id: number,
  status: bo.AgentApplicationRow['status'] = 'pending',
): bo.AgentApplicationRow => ({
  id,
  memberId: 9,
  memberName: 'player9',
  contactName: '张伟',
  phone: '13800138000',
  im: 'wx123',
  channel: 'social',
  message: '有推广渠道',
  status,
  createdAt: '2026-05-01T10:00:00.000Z',
  reason: status === 'rejected' ? '资料不全' : '',
  reviewedAt: status === 'pending' ? null : '2026-05-02T10:00:00.000Z',
});

beforeEach(() => {
  resetFakeBoApi();
  signIn('cs', ['players.read', 'agents.decide']);
});

test('rejects an application with the reason the player will read', async () => {
  let decided = false;
  answer(bo.listAgentApplications, (p) => ({
    list:
      p.status === 'pending' && !decided
        ? [application(1)]
        : p.status === 'rejected'
          ? [application(1, 'rejected')]
          : [],
    total: 1,
  }));
  answer(bo.decideAgentApplication, (p) => {
    decided = true;
    return { ...application(p.id, 'rejected'), reason: p.reason };
  });
  renderBo(<AgentsPage />);
  const rows = await screen.findAllByRole('row');
  expect(within(rows[1]!).getByText('社交媒体')).toBeInTheDocument();
  await userEvent.click(within(rows[1]!).getByRole('button', { name: '拒绝' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/拒绝原因会显示在会员的合营计划页面/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
  expect(callsTo(bo.decideAgentApplication)).toHaveLength(0);
  await userEvent.type(within(dialog).getByLabelText(/原因/), '资料不全');
  await userEvent.click(within(dialog).getByRole('button', { name: '拒绝' }));
  expect(callsTo(bo.decideAgentApplication)).toEqual([{ id: 1, decision: 'reject', reason: '资料不全' }]);
  await userEvent.click(screen.getByRole('tab', { name: '已拒绝' }));
  expect(await screen.findByText('拒绝原因：资料不全')).toBeInTheDocument();
});

test('no decision buttons without agents.decide', async () => {
  signIn('finance', ['players.read']);
  answer(bo.listAgentApplications, { list: [application(2)], total: 1 });
  renderBo(<AgentsPage />);
  await screen.findByText('张伟');
  expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
});
