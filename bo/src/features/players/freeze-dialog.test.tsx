import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { FreezeDialog } from './freeze-dialog';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

const restriction = (kind: bo.RestrictionView['kind']): bo.RestrictionView => ({
  id: 3,
  kind,
  startsAt: '2026-05-01T10:00:00.000Z',
  endsAt: null,
  reason: 'x',
  createdBy: 'risk.one',
  liftedAt: null,
  liftedBy: null,
  inForce: true,
});

beforeEach(() => {
  resetFakeBoApi();
  signIn('risk', ['players.read', 'players.freeze']);
});

test('freezes the chosen kind with the reason, then closes and reloads', async () => {
  answer(bo.freezePlayer, (input) => restriction(`freeze_${input.kind}`));
  const onClose = jest.fn();
  const onDone = jest.fn();
  const user = userEvent.setup();
  renderBo(<FreezeDialog memberId={42} memberName="player42" onClose={onClose} onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: '冻结会员 player42' });
  await user.selectOptions(within(dialog).getByLabelText('冻结范围'), 'play');
  await user.click(within(dialog).getByRole('button', { name: '冻结' }));
  expect(within(dialog).getByText('请填写原因，至少 2 个字')).toBeInTheDocument();
  expect(callsTo(bo.freezePlayer)).toHaveLength(0);

  await user.type(within(dialog).getByLabelText(/原因/), '多账户套利');
  await user.click(within(dialog).getByRole('button', { name: '冻结' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(callsTo(bo.freezePlayer)).toEqual([{ memberId: 42, kind: 'play', reason: '多账户套利' }]);
  expect(onClose).toHaveBeenCalled();
  expect(await screen.findByText('已冻结：冻结游戏')).toBeInTheDocument();
});

test('a past end time is refused before sending; the server refusal shows in the dialog', async () => {
  refuse(bo.freezePlayer, 6003, '权限不足');
  const user = userEvent.setup();
  renderBo(<FreezeDialog memberId={42} memberName="player42" onClose={jest.fn()} onDone={jest.fn()} />);
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/原因/), '风控复核');
  await user.type(within(dialog).getByLabelText(/截止时间/), '2020-01-01T10:00');
  await user.click(within(dialog).getByRole('button', { name: '冻结' }));
  expect(within(dialog).getByText('请填写有效的截止时间')).toBeInTheDocument();
  expect(callsTo(bo.freezePlayer)).toHaveLength(0);

  await user.clear(within(dialog).getByLabelText(/截止时间/));
  await user.click(within(dialog).getByRole('button', { name: '冻结' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('权限不足');
  expect(callsTo(bo.freezePlayer)).toEqual([{ memberId: 42, kind: 'withdraw', reason: '风控复核' }]);
});
