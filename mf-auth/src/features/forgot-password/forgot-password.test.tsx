import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MD5 from 'crypto-js/md5';
import { account } from '@site/shared/contract';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { openAuthModal } from '../../testing/render';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => resetFakeApi());

describe('forgot password', () => {
  it('checks the identity fields with the SPEC §5 messages', async () => {
    const user = userEvent.setup();
    openAuthModal('forget_password');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '邮箱找回' }));
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('邮箱'), 'a b@qq');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入正确的邮箱')).toBeInTheDocument();
    expect(sentTo(account.forgetByEmailOne)).toHaveLength(0);
  });

  it('shows the server refusal under the phone until the player edits it, and sends trimmed values', async () => {
    const user = userEvent.setup();
    answer(account.forgetByPhoneOne, fail(6030, '手机号与账号不匹配'));
    openAuthModal('forget_password');
    await user.type(screen.getByLabelText('用户名'), ' player01 ');
    await user.type(screen.getByLabelText('手机号'), '1380013800');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(sentTo(account.forgetByPhoneOne)).toHaveLength(0);
    await user.type(screen.getByLabelText('手机号'), '0');
    expect(screen.queryByText('请输入正确的手机号码')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('手机号与账号不匹配')).toBeInTheDocument();
    expect(sentTo(account.forgetByPhoneOne)[0]).toEqual({
      name: 'player01',
      phone: '13800138000',
      areaCode: '+86',
    });
    await user.type(screen.getByLabelText('用户名'), 'x');
    expect(screen.queryByText('手机号与账号不匹配')).not.toBeInTheDocument();
  });

  it('goes through the three steps by phone, back lowers the step, and success returns to login after 3 s', async () => {
    const user = userEvent.setup();
    answer(account.forgetByPhoneOne, ok({ target: '138****8000' }));
    answer(account.sendCodeOne, ok({ target: '138****8000', expiresIn: 300, resendIn: 60 }));
    answer(account.forgetByPhoneTwo, (p) => (p.code === '123456' ? ok(null) : fail(6036, '验证码错误')));
    answer(account.forgetByPhoneThree, ok(null));
    openAuthModal('forget_password');

    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('138****8000')).toBeInTheDocument();
    expect(sentTo(account.forgetByPhoneOne)[0]).toEqual({
      name: 'player01',
      phone: '13800138000',
      areaCode: '+86',
    });
    expect(screen.getByText('身份验证').closest('li')).toHaveAttribute('aria-current', 'step');

    await user.click(screen.getByRole('button', { name: '上一步' }));
    expect(screen.getByText('身份信息').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    await user.click(await screen.findByRole('button', { name: '下一步' }));
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('获取手机验证码成功')).toBeInTheDocument();
    expect(sentTo(account.sendCodeOne)[0]).toEqual({
      type: 2,
      cate: 0,
      SendName: 'player01',
      SendCodeNum: '13800138000',
      areaCode: '+86',
    });
    await user.type(screen.getByLabelText('验证码'), '999999');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('验证码'));
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    expect(await screen.findByLabelText('新密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新密码'), 'new12345');
    await user.type(screen.getByLabelText('确认新密码'), 'new12346');
    await user.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByText('两次密码输入不一致，请重新输入')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'new12345');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('密码重置成功')).toBeInTheDocument();
    const md5 = MD5('new12345').toString();
    expect(sentTo(account.forgetByPhoneThree)[0]).toEqual({
      name: 'player01',
      phone: '13800138000',
      areaCode: '+86',
      code: '123456',
      password: md5,
      secondPassword: md5,
    });
    expect(screen.getByText(/秒后自动返回登录/)).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true'),
      {
        timeout: 4000,
      },
    );
  }, 20_000);

  it('sends the e-mail code with cate 1 and its own success toast', async () => {
    const user = userEvent.setup();
    answer(account.forgetByEmailOne, ok({ target: 'pl***@qq.com' }));
    answer(account.sendCodeOne, ok({ target: 'pl***@qq.com', expiresIn: 300, resendIn: 60 }));
    openAuthModal('forget_password');
    await user.click(screen.getByRole('tab', { name: '邮箱找回' }));
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('邮箱'), 'player@qq.com');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('获取邮箱验证码成功')).toBeInTheDocument();
    expect(sentTo(account.sendCodeOne)[0]).toEqual({
      type: 2,
      cate: 1,
      SendName: 'player01',
      SendCodeNum: 'player@qq.com',
    });
  });
});
