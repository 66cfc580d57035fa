import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backoffice as bo } from '@site/shared/backoffice-contract';
import { answer, callsTo, refuse, resetFakeBoApi } from '../../testing/fake-bo-api';
import { renderBo, signIn } from '../../testing/render';
import { WithdrawPasswordDialog } from './withdraw-password-dialog';

jest.mock('../../api/client', () => jest.requireActual('../../testing/fake-bo-api').fakeClientModule());

beforeEach(() => {
  resetFakeBoApi();
  signIn('risk', ['players.read', 'players.resetWithdrawPassword']);
});

test('resets with the typed reason, then closes and reloads', async () => {
  answer(bo.resetWithdrawPassword, { hadPassword: true });
  const onClose = jest.fn();
  const onDone = jest.fn();
  const user = userEvent.setup();
  renderBo(<WithdrawPasswordDialog memberId={42} memberName="player42" onClose={onClose} onDone={onDone} />);
  const dialog = screen.getByRole('dialog', { name: '重置 player42 的提款密码' });
  expect(within(dialog).getByText(/重新设置提款密码/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '重置提款密码' }));
  expect(callsTo(bo.resetWithdrawPassword)).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/原因/), '会员来电核实身份');
  await user.click(within(dialog).getByRole('button', { name: '重置提款密码' }));
  expect(callsTo(bo.resetWithdrawPassword)).toEqual([{ memberId: 42, reason: '会员来电核实身份' }]);
  expect(await screen.findByText('已重置 player42 的提款密码')).toBeInTheDocument();
  expect(onDone).toHaveBeenCalled();
  expect(onClose).toHaveBeenCalled();
});

test('a refusal stays in the dialog', async () => {
  refuse(bo.resetWithdrawPassword, 6003, '没有权限');
  const user = userEvent.setup();
  renderBo(
    <WithdrawPasswordDialog memberId={42} memberName="player42" onClose={jest.fn()} onDone={jest.fn()} />,
  );
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText(/原因/), '会员来电核实身份');
  await user.click(within(dialog).getByRole('button', { name: '重置提款密码' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('没有权限');
});
