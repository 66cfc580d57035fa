import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, member, type UserInfo } from '@site/shared/contract';
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
  current = userInfo();
  answer(member.memberInfo, () => ok(current));
});

/** The row of the list whose label is `label`. */
async function row(label: string) {
  const list = await screen.findByRole('list', { name: '账户信息' });
  return within(within(list).getByRole('listitem', { name: label }));
}

describe('/mine/userinfo rows', () => {
  it('lists every SPEC §3 item, unverified for a new member, with its action', async () => {
    renderPage(<UserInfoPage />, '/mine/userinfo');
    const list = await screen.findByRole('list', { name: '账户信息' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect((await row('性别')).getByText('未设置')).toBeInTheDocument();
    expect((await row('生日')).getByText('未设置')).toBeInTheDocument();
    expect((await row('注册日期')).getByText('2026-03-01')).toBeInTheDocument();
    // A date is a fact, not something verified: no 已认证 badge beside it.
    expect((await row('注册日期')).queryByText('已认证')).not.toBeInTheDocument();
    expect((await row('真实姓名')).getByText('未认证')).toBeInTheDocument();
    expect((await row('真实姓名')).getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '/mine/auth',
    );
    expect((await row('手机号码')).getByRole('link', { name: '去绑定' })).toHaveAttribute(
      'href',
      '/mine/auth',
    );
    expect((await row('电子邮箱')).getByText('未认证')).toBeInTheDocument();
    expect((await row('登录密码')).getByText('已设置')).toBeInTheDocument();
    expect((await row('提款密码')).getByText('未设置')).toBeInTheDocument();
    expect((await row('提款密码')).getByRole('button', { name: '设置' })).toBeInTheDocument();
    expect((await row('银行卡')).getByRole('link', { name: '去绑定' })).toHaveAttribute(
      'href',
      '/mine/addBankCard',
    );
    expect(screen.getByTestId('security-level')).toHaveTextContent('低');
    expect(screen.getByRole('progressbar', { name: '安全等级' })).toHaveAttribute('aria-valuenow', '14');
  });

  it('shows a complete member verified, masked, with the security level high', async () => {
    current = userInfo({
      gender: 2,
      birthday: '1990-05-06',
      bindGender: true,
      bindBirthday: true,
      bindPhone: true,
      phone: '138****8000',
      bindRealName: true,
      realName: '王小明',
      bindEmail: true,
      email: 'pl***@example.com',
      bindWithdrawPassword: true,
      bindBankCard: true,
      securityScore: 100,
      securityLevel: 'high',
    });
    renderPage(<UserInfoPage />, '/mine/userinfo');
    expect((await row('性别')).getByText('女')).toBeInTheDocument();
    expect((await row('生日')).getByText('如需修改请联系客服')).toBeInTheDocument();
    expect((await row('真实姓名')).getByText('王**')).toBeInTheDocument();
    expect((await row('真实姓名')).getByText('已认证')).toBeInTheDocument();
    expect((await row('手机号码')).getByText('+86 138****8000')).toBeInTheDocument();
    expect((await row('电子邮箱')).getByText('pl***@example.com')).toBeInTheDocument();
    expect((await row('提款密码')).getByText('已设置')).toBeInTheDocument();
    expect((await row('银行卡')).getByText('已绑定')).toBeInTheDocument();
    expect((await row('银行卡')).getByRole('link', { name: '管理' })).toHaveAttribute(
      'href',
      '/mine/accountManage/bank',
    );
    expect(screen.getByTestId('security-level')).toHaveTextContent('高');
    expect(screen.queryByText(/未满18周岁/)).not.toBeInTheDocument();
    expect(screen.queryByText('王小明')).not.toBeInTheDocument();
  });

  it('offers a retry when the info cannot be loaded', async () => {
    const user = userEvent.setup();
    answer(member.memberInfo, fail(6005, '服务开小差了'));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    expect(await screen.findByText('个人资料加载失败')).toBeInTheDocument();
    answer(member.memberInfo, () => ok(current));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '账户信息' })).toBeInTheDocument();
  });
});

describe('/mine/userinfo birthday and gender', () => {
  it('asks for a birthday and refuses an age under 18', async () => {
    const user = userEvent.setup();
    answer(account.bindOther, (p) => {
      current = { ...current, birthday: p.birthday ?? '', bindBirthday: true };
      return ok(null);
    });
    renderPage(<UserInfoPage />, '/mine/userinfo');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent('未满18周岁不能参与游戏');
    await user.click(within(notice).getByRole('button', { name: '填写生日' }));
    const dialog = within(await screen.findByRole('dialog', { name: '设置生日' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('请选择生日')).toBeInTheDocument();
    const thisYear = new Date().getFullYear();
    await user.type(dialog.getByLabelText('出生日期'), `${thisYear - 10}-01-01`);
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await dialog.findByText('未满18周岁不能参与游戏')).toBeInTheDocument();
    expect(callsTo(account.bindOther)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('出生日期'));
    expect(dialog.queryByText('未满18周岁不能参与游戏')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('出生日期'), '1990-05-06');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    // Irreversible: the value is shown with 确认后不可修改 and nothing is saved until confirmed.
    const confirm = await dialog.findByRole('form', { name: '确认后不可修改' });
    expect(confirm).toHaveTextContent('请确认您的出生日期：1990-05-06');
    expect(callsTo(account.bindOther)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '返回修改' }));
    expect(dialog.getByLabelText('出生日期')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await user.click(await dialog.findByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(account.bindOther)[0]?.payload).toEqual({ birthday: '1990-05-06' });
    expect((await row('生日')).getByText('1990-05-06')).toBeInTheDocument();
    expect((await row('生日')).getByText('已设置')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('picks a birthday from a calendar that opens 30 years back, jumps by year, and stays inside the dialog', async () => {
    const user = userEvent.setup();
    answer(account.bindOther, () => ok(null));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click(within(await screen.findByRole('note')).getByRole('button', { name: '填写生日' }));
    const dialog = within(await screen.findByRole('dialog', { name: '设置生日' }));
    await user.click(dialog.getByRole('button', { name: '打开日历' }));
    const calendar = dialog.getByRole('dialog', { name: '选择日期' });
    const thisYear = new Date().getFullYear();
    const year = within(calendar).getByRole('combobox', { name: '年份' });
    expect(year).toHaveValue(String(thisYear - 30));
    // No year a minor could be born in is offered.
    expect(within(year).queryByRole('option', { name: `${thisYear - 17}年` })).not.toBeInTheDocument();
    // In the dialog's flow, not floating past its scroll box's edge.
    expect(getComputedStyle(calendar).position).toBe('static');
    await user.selectOptions(year, '1990');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: '月份' }), '5');
    await user.click(within(calendar).getByRole('button', { name: '1990-05-06' }));
    expect(dialog.getByLabelText('出生日期')).toHaveValue('1990-05-06');
  });

  it('edits the gender', async () => {
    const user = userEvent.setup();
    answer(account.bindOther, (p) => {
      current = { ...current, gender: p.gender ?? 0, bindGender: true };
      return ok(null);
    });
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await row('性别')).getByRole('button', { name: '设置' }));
    const dialog = within(await screen.findByRole('dialog', { name: '设置性别' }));
    await user.selectOptions(dialog.getByLabelText('性别'), '2');
    await user.click(dialog.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('性别已保存')).toBeInTheDocument();
    expect(callsTo(account.bindOther)[0]?.payload).toEqual({ gender: 2 });
    expect((await row('性别')).getByText('女')).toBeInTheDocument();
    expect((await row('性别')).getByRole('button', { name: '修改' })).toBeInTheDocument();
  });
});

describe('/mine/userinfo login password and e-mail', () => {
  it('changes the login password: rules, md5 payload, wrong old password on its field', async () => {
    const user = userEvent.setup();
    answer(account.bindPassword, fail(6100, '原密码错误'));
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await row('登录密码')).getByRole('button', { name: '修改' }));
    const dialog = within(await screen.findByRole('dialog', { name: '修改登录密码' }));
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('请输入原密码')).toBeInTheDocument();
    expect(dialog.getByText('请设置新密码')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('原密码'), 'abc12345');
    await user.type(dialog.getByLabelText('新密码'), 'short1');
    await user.type(dialog.getByLabelText('确认新密码'), 'short1');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('请输入8-12位字母+数字的组合')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('新密码'));
    await user.type(dialog.getByLabelText('新密码'), 'newpass123');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('两次密码输入不一致，请重新输入')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('确认新密码'));
    await user.type(dialog.getByLabelText('确认新密码'), 'newpass123');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await dialog.findByText('原密码错误')).toBeInTheDocument();
    expect(callsTo(account.bindPassword)[0]?.payload).toEqual({
      oldPassword: md5Hex('abc12345'),
      password: md5Hex('newpass123'),
      secondPassword: md5Hex('newpass123'),
    });

    answer(account.bindPassword, ok(null));
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('登录密码修改成功')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('binds an e-mail with a code and the row turns verified', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeTwo, ok({ target: 'pl***@example.com', expiresIn: 300, resendIn: 60 }));
    answer(account.bindEmail, () => {
      current = { ...current, bindEmail: true, email: 'pl***@example.com' };
      return ok(null);
    });
    renderPage(<UserInfoPage />, '/mine/userinfo');
    await user.click((await row('电子邮箱')).getByRole('button', { name: '去绑定' }));
    const dialog = within(await screen.findByRole('dialog', { name: '绑定邮箱' }));
    await user.type(dialog.getByLabelText('邮箱地址'), 'player@example');
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));
    expect(await dialog.findByText('请输入正确的邮箱')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('邮箱地址'), '.com');
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));
    expect(await dialog.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(callsTo(account.sendCodeTwo)[0]?.payload).toEqual({
      type: 1,
      cate: 1,
      SendCodeNum: 'player@example.com',
    });
    await user.type(dialog.getByLabelText('验证码'), '112233');
    await user.click(dialog.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('邮箱绑定成功')).toBeInTheDocument();
    expect(callsTo(account.bindEmail)[0]?.payload).toEqual({ email: 'player@example.com', code: '112233' });
    expect((await row('电子邮箱')).getByText('pl***@example.com')).toBeInTheDocument();
    expect((await row('电子邮箱')).getByText('已认证')).toBeInTheDocument();
  });
});
