import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, member, site, type UserInfo } from '@site/shared/contract';
import { answer, callsTo, fail, ok, resetFakeApi } from '@site/shared/testing';
import { resetUserInfo, userInfo } from '../../testing/profile-fixtures';
import { renderPage } from '../../testing/profile-render';
import AuthPage from '../../expose/auth-page';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());
jest.setTimeout(30_000);

let current: UserInfo;

beforeEach(() => {
  resetFakeApi();
  resetUserInfo();
  current = userInfo();
  answer(member.memberInfo, () => ok(current));
  answer(
    site.queryCountryArea,
    ok([
      { areaName: '中国大陆', areaCode: '+86', regex: '^1[3-9]\\d{9}$' },
      { areaName: '中国香港', areaCode: '+852', regex: '^[4-9]\\d{7}$' },
    ]),
  );
  answer(account.sendCodeTwo, ok({ target: '138****8000', expiresIn: 300, resendIn: 60 }));
  answer(account.bindPhone, (p) => {
    current = {
      ...current,
      bindPhone: true,
      phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-4)}`,
      areaCode: p.areaCode ?? '+86',
    };
    return ok(null);
  });
  answer(account.bindOther, (p) => {
    current = { ...current, bindRealName: true, realName: p.realName ?? '' };
    return ok(null);
  });
});

const phoneForm = () => screen.findByRole('form', { name: '手机号认证' });
const realNameForm = () => screen.findByRole('form', { name: '实名认证' });

describe('/mine/auth phone binding', () => {
  it('checks the number against the chosen area before sending a code', async () => {
    const user = userEvent.setup();
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await phoneForm());
    await user.type(form.getByLabelText('手机号码'), '12345');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(callsTo(account.sendCodeTwo)).toHaveLength(0);

    // 8 digits are right for Hong Kong, wrong for the mainland.
    await user.clear(form.getByLabelText('手机号码'));
    await user.type(form.getByLabelText('手机号码'), '51234567');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('国家/地区'), '+852');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(callsTo(account.sendCodeTwo)).toHaveLength(1));
    expect(callsTo(account.sendCodeTwo)[0]?.payload).toEqual({
      type: 1,
      cate: 0,
      SendCodeNum: '51234567',
      areaCode: '+852',
    });
    expect(await form.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(await screen.findByText('获取手机验证码成功')).toBeInTheDocument();
  });

  it('asks for the code, and to request one first', async () => {
    const user = userEvent.setup();
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await phoneForm());
    await user.type(form.getByLabelText('手机号码'), '13800138000');
    await user.click(form.getByRole('button', { name: '绑定手机号' }));
    expect(await form.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(form.getByLabelText('验证码'), '123456');
    await user.click(form.getByRole('button', { name: '绑定手机号' }));
    expect(await form.findByText('请先获取验证码')).toBeInTheDocument();
    expect(callsTo(account.bindPhone)).toHaveLength(0);
    expect(form.getByLabelText('手机号码')).toHaveValue('13800138000');
  });

  it('shows a taken number on the phone field and a wrong code on the code field', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeTwo, fail(6009, '该手机号已被其他账号绑定'));
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await phoneForm());
    await user.type(form.getByLabelText('手机号码'), '13800138000');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    expect(await form.findByText('该手机号已被其他账号绑定')).toBeInTheDocument();
    expect(form.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    answer(account.sendCodeTwo, ok({ target: '138****8000', expiresIn: 300, resendIn: 60 }));
    answer(account.bindPhone, fail(6036, '验证码错误'));
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    await user.type(form.getByLabelText('验证码'), '000000');
    await user.click(form.getByRole('button', { name: '绑定手机号' }));
    expect(await form.findByText('验证码错误')).toBeInTheDocument();
    expect(form.getByLabelText('验证码')).toHaveValue('000000');
  });

  it('binds, refreshes the user info and shows the masked phone', async () => {
    const user = userEvent.setup();
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await phoneForm());
    await user.type(form.getByLabelText('手机号码'), '13800138000');
    await user.click(form.getByRole('button', { name: '获取验证码' }));
    await user.type(form.getByLabelText('验证码'), '654321');
    await user.click(form.getByRole('button', { name: '绑定手机号' }));
    expect(await screen.findByText('+86 138****8000')).toBeInTheDocument();
    expect(callsTo(account.bindPhone)[0]?.payload).toEqual({
      phone: '13800138000',
      areaCode: '+86',
      code: '654321',
    });
    expect(screen.getByText('手机号绑定成功')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '手机号认证' })).not.toBeInTheDocument();
    // Real name still missing: no navigation yet.
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/auth');
  });
});

describe('/mine/auth real name', () => {
  it('explains the SPEC §5 rule in Chinese and keeps the input', async () => {
    const user = userEvent.setup();
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await realNameForm());
    await user.click(form.getByRole('button', { name: '提交认证' }));
    expect(await form.findByText('请输入真实姓名')).toBeInTheDocument();
    for (const bad of ['张·', '·张三', '张··三', '张三Li', 'Li1']) {
      await user.clear(form.getByLabelText('真实姓名'));
      await user.type(form.getByLabelText('真实姓名'), bad);
      await user.click(form.getByRole('button', { name: '提交认证' }));
      expect(await form.findByText('请输入正确的姓名')).toBeInTheDocument();
      expect(form.getByLabelText('真实姓名')).toHaveValue(bad);
    }
    expect(callsTo(account.bindOther)).toHaveLength(0);
  });

  it('when both are bound, returns to the redirect of the URL', async () => {
    const user = userEvent.setup();
    current = userInfo({ bindPhone: true, phone: '138****8000' });
    renderPage(<AuthPage />, '/mine/auth?redirect=%2Fmine%2FaddBankCard');
    expect(await screen.findByText('+86 138****8000')).toBeInTheDocument();
    const form = within(await realNameForm());
    await user.type(form.getByLabelText('真实姓名'), '阿卜杜·热合曼');
    await user.click(form.getByRole('button', { name: '提交认证' }));
    await user.click(within(await realNameForm()).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mine/addBankCard'));
    expect(callsTo(account.bindOther)[0]?.payload).toEqual({ realName: '阿卜杜·热合曼' });
  });

  it('without a redirect goes to the user-info page', async () => {
    const user = userEvent.setup();
    current = userInfo({ bindPhone: true, phone: '138****8000' });
    renderPage(<AuthPage />, '/mine/auth');
    const form = within(await realNameForm());
    await user.type(form.getByLabelText('真实姓名'), '张伟');
    await user.click(form.getByRole('button', { name: '提交认证' }));
    await user.click(within(await realNameForm()).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mine/userinfo'));
  });

  it('saves the name only after the member confirms it (it cannot be changed later)', async () => {
    const user = userEvent.setup();
    current = userInfo({ bindPhone: true, phone: '138****8000' });
    renderPage(<AuthPage />, '/mine/auth');
    await user.type(within(await realNameForm()).getByLabelText('真实姓名'), '张伟');
    await user.click(within(await realNameForm()).getByRole('button', { name: '提交认证' }));
    const confirm = within(await realNameForm());
    expect(confirm.getByText('请确认您的真实姓名：张伟')).toBeInTheDocument();
    expect(confirm.getByText('认证后不可修改，须与银行卡持卡人姓名一致')).toBeInTheDocument();
    expect(callsTo(account.bindOther)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: '返回修改' }));
    const back = within(await realNameForm());
    expect(back.getByLabelText('真实姓名')).toHaveValue('张伟');
    await user.clear(back.getByLabelText('真实姓名'));
    await user.type(back.getByLabelText('真实姓名'), '张伟强');
    await user.click(back.getByRole('button', { name: '提交认证' }));
    await user.click(within(await realNameForm()).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(callsTo(account.bindOther)).toHaveLength(1));
    expect(callsTo(account.bindOther)[0]?.payload).toEqual({ realName: '张伟强' });
  });

  it('shows what is already bound, masked, and stays put', async () => {
    current = userInfo({ bindPhone: true, phone: '139****1234', bindRealName: true, realName: '张伟强' });
    renderPage(<AuthPage />, '/mine/auth');
    expect(await screen.findByText('手机号与实名认证均已完成')).toBeInTheDocument();
    expect(screen.getByText('+86 139****1234')).toBeInTheDocument();
    expect(screen.getByText('张**')).toBeInTheDocument();
    expect(screen.queryByText('张伟强')).not.toBeInTheDocument();
    expect(screen.getAllByText('已认证')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/mine/auth');
  });

  it('offers a retry when the user info cannot be loaded', async () => {
    const user = userEvent.setup();
    answer(member.memberInfo, fail(6005, '服务开小差了'));
    renderPage(<AuthPage />, '/mine/auth');
    expect(await screen.findByText('认证信息加载失败')).toBeInTheDocument();
    answer(member.memberInfo, () => ok(current));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '实名认证' })).toBeInTheDocument();
  });
});
