import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funds, member, type UserInfo } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { resetUserInfo, userInfo } from '../../testing/profile-fixtures';
import { renderPage } from '../../testing/profile-render';
import UserInfoPage from '../../expose/user-info-page';
import { md5Hex } from '../../lib/md5';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(30_000);

let current: UserInfo;

beforeEach(() => {
  resetFakeApi();
  resetUserInfo();
  current = userInfo({ bindPhone: true, phone: '138****8000', bindRealName: true, realName: '张伟' });
  answer(member.memberInfo, () => ok(current));
});

async function withdrawRow() {
  const list = await screen.findByRole('list', { name: '账户信息' });
  return within(within(list).getByRole('listitem', { name: '提款密码' }));
}

describe('withdrawal password: set', () => {
  it('asks for 6 digits twice, sends md5 and the row turns 已设置', async () => {
    const user = userEvent.setup();
    answer(funds.withdrawPwdSet, () => {
      current = { ...current, bindWithdrawPassword: true };
      return ok(null);
    });
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await withdrawRow()).getByRole('button', { name: '设置' }));
    const dialog = within(await screen.findByRole('dialog', { name: '设置提款密码' }));
    await user.click(dialog.getByRole('button', { name: '确认设置' }));
    expect(await dialog.findByText('请输入提款密码')).toBeInTheDocument();
    expect(dialog.getByText('请再次输入提款密码')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('提款密码'), '12ab56');
    await user.type(dialog.getByLabelText('确认提款密码'), '12ab56');
    await user.click(dialog.getByRole('button', { name: '确认设置' }));
    expect(await dialog.findByText('提款密码须为6位数字')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('提款密码'));
    await user.type(dialog.getByLabelText('提款密码'), '246810');
    await user.clear(dialog.getByLabelText('确认提款密码'));
    await user.type(dialog.getByLabelText('确认提款密码'), '246811');
    await user.click(dialog.getByRole('button', { name: '确认设置' }));
    expect(await dialog.findByText('两次输入的提款密码不一致')).toBeInTheDocument();
    expect(callsTo(funds.withdrawPwdSet)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('确认提款密码'));
    await user.type(dialog.getByLabelText('确认提款密码'), '246810');
    await user.click(dialog.getByRole('button', { name: '确认设置' }));
    expect(await screen.findByText('提款密码设置成功')).toBeInTheDocument();
    expect(callsTo(funds.withdrawPwdSet)[0]?.payload).toEqual({
      password: md5Hex('246810'),
      secondPassword: md5Hex('246810'),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await withdrawRow();
    expect(row.getByText('已设置')).toBeInTheDocument();
    expect(row.getByRole('button', { name: '修改' })).toBeInTheDocument();
  });

  it('keeps the dialog and the input when the server refuses', async () => {
    const user = userEvent.setup();
    answer(funds.withdrawPwdSet, fail(6009, '已设置提款密码，如需修改请使用重置'));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await withdrawRow()).getByRole('button', { name: '设置' }));
    const dialog = within(await screen.findByRole('dialog', { name: '设置提款密码' }));
    await user.type(dialog.getByLabelText('提款密码'), '135790');
    await user.type(dialog.getByLabelText('确认提款密码'), '135790');
    await user.click(dialog.getByRole('button', { name: '确认设置' }));
    expect(await dialog.findByText('已设置提款密码，如需修改请使用重置')).toBeInTheDocument();
    expect(dialog.getByLabelText('提款密码')).toHaveValue('135790');
  });
});

describe('withdrawal password: change and reset', () => {
  beforeEach(() => {
    current = { ...current, bindWithdrawPassword: true };
  });

  it('changes with the old password; a wrong one shows on its field', async () => {
    const user = userEvent.setup();
    answer(funds.withdrawPwdReset, fail(6100, '原提款密码错误'));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await withdrawRow()).getByRole('button', { name: '修改' }));
    const dialog = within(await screen.findByRole('dialog', { name: '修改提款密码' }));
    await user.type(dialog.getByLabelText('原提款密码'), '111111');
    await user.type(dialog.getByLabelText('新提款密码'), '111111');
    await user.type(dialog.getByLabelText('确认新提款密码'), '111111');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('新提款密码不能与原提款密码相同')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('新提款密码'));
    await user.type(dialog.getByLabelText('新提款密码'), '222222');
    await user.clear(dialog.getByLabelText('确认新提款密码'));
    await user.type(dialog.getByLabelText('确认新提款密码'), '222222');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('原提款密码错误')).toBeInTheDocument();
    expect(callsTo(funds.withdrawPwdReset)[0]?.payload).toEqual({
      oldPassword: md5Hex('111111'),
      password: md5Hex('222222'),
      secondPassword: md5Hex('222222'),
    });
    answer(funds.withdrawPwdReset, ok(null));
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('提款密码修改成功')).toBeInTheDocument();
  });

  it('without a bound e-mail, the reset sends the member to bind one', async () => {
    const user = userEvent.setup();
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await withdrawRow()).getByRole('button', { name: '通过邮箱重置' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重置提款密码' }));
    expect(dialog.getByText(/您尚未绑定邮箱/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '去绑定邮箱' }));
    expect(await screen.findByRole('dialog', { name: '绑定邮箱' })).toBeInTheDocument();
    expect(callsTo(funds.withdrawPwdEmailCheck)).toHaveLength(0);
  });

  it('resets by an e-mail code: send, check, then the new password without the old one', async () => {
    const user = userEvent.setup();
    current = { ...current, bindEmail: true, email: 'pl***@example.com' };
    answer(funds.withdrawPwdEmailCheck, (p) =>
      p?.code === undefined
        ? ok({ email: 'pl***@example.com', sent: true, checked: false })
        : p.code === '123456'
          ? ok({ email: 'pl***@example.com', sent: false, checked: true })
          : fail(6036, '验证码错误或已过期'),
    );
    answer(funds.withdrawPwdReset, ok(null));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    // From the change dialog's "forgot" link.
    await user.click((await withdrawRow()).getByRole('button', { name: '修改' }));
    await user.click(await screen.findByRole('button', { name: '忘记原密码？通过邮箱重置' }));
    const dialog = within(await screen.findByRole('dialog', { name: '重置提款密码' }));
    expect(dialog.getByText('验证码将发送至您绑定的邮箱 pl***@example.com')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('验证码'), '12345');
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('验证码为6位数字')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('验证码'), '6');
    expect(dialog.queryByText('验证码为6位数字')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('请先获取验证码')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 pl***@example.com')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    await user.clear(dialog.getByLabelText('验证码'));
    await user.type(dialog.getByLabelText('验证码'), '999999');
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText('验证码错误或已过期')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('验证码'));
    await user.type(dialog.getByLabelText('验证码'), '123456');
    await user.click(dialog.getByRole('button', { name: '下一步' }));
    expect(await dialog.findByText(/邮箱验证通过/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('新提款密码'), '314159');
    await user.type(dialog.getByLabelText('确认新提款密码'), '314159');
    await user.click(dialog.getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText('提款密码重置成功')).toBeInTheDocument();
    expect(callsTo(funds.withdrawPwdEmailCheck).map((c) => c.payload)).toEqual([
      {},
      { code: '999999' },
      { code: '123456' },
    ]);
    expect(callsTo(funds.withdrawPwdReset)[0]?.payload).toEqual({
      password: md5Hex('314159'),
      secondPassword: md5Hex('314159'),
    });
  });
});
