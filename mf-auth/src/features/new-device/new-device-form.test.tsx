import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, auth } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { clearSession, sessionStore, tokenAtom } from '@site/shared/session';
import { AuthModal } from '../../app/auth-modal';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { renderWithHosts } from '../../testing/render';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const device = {
  name: 'player01',
  password: 'e99a18c428cb38d5f260853678922e03',
  phoneNumber: '138****8000',
  message: '当前设备未通过验证',
};

beforeEach(() => {
  resetFakeApi();
  clearSession();
});

function openNewDevice() {
  renderWithHosts(<AuthModal />);
  act(() => bus.emit('newDevice', device));
  return userEvent.setup();
}

const sent = ok({ target: '138****8000', expiresIn: 300, resendIn: 60 });

describe('new-device dialog', () => {
  it('shows the masked phone and message, and asks to get a code first', async () => {
    const user = openNewDevice();
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('当前设备未通过验证')).toBeInTheDocument();
    const login = screen.getByRole('button', { name: '登录' });
    expect(login).toHaveAttribute('data-inactive', 'true');
    await user.type(screen.getByLabelText('验证码'), '12ab3456');
    expect(screen.getByLabelText('验证码')).toHaveValue('123456');
    await user.click(login);
    expect(screen.getByText('请先获取验证码')).toBeInTheDocument();
    expect(screen.queryByText('试试语音验证码')).not.toBeInTheDocument();
  });

  it('sends the code (type 3, SMS), counts down 60 s, offers the voice code, then asks for the 4 middle digits', async () => {
    const user = openNewDevice();
    answer(account.sendCodeOne, sent);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('获取手机验证码成功')).toBeInTheDocument();
    expect(sentTo(account.sendCodeOne)[0]).toEqual({
      type: 3,
      cate: 0,
      SendName: 'player01',
      codeId: device.password,
    });
    expect(screen.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '试试语音验证码' }));
    const voice = screen.getByRole('dialog', { name: '语音验证码' });
    await user.click(within(voice).getByRole('button', { name: '立即获取' }));
    expect(await screen.findByText('验证码获取成功，注意接听手机来电')).toBeInTheDocument();
    expect(sentTo(account.sendCodeOne)[1]).toMatchObject({ type: 3, cate: 2 });

    answer(auth.login, (p) =>
      p.phoneMiddle === undefined
        ? fail(6016, '请输入手机号中间4位', { phoneNumber: '138****8000', email: '', needPhoneDigits: true })
        : p.phoneMiddle === '0000'
          ? ok({ token: 'tok-d', userId: '3' })
          : fail(6017, '手机号错误'),
    );
    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '登录' }));
    const safety = await screen.findByRole('dialog', { name: '安全验证' });
    await user.type(within(safety).getByLabelText('中间4位数字'), '12');
    await user.click(within(safety).getByRole('button', { name: '确定' }));
    expect(within(safety).getByText('手机号错误')).toBeInTheDocument();
    // Two digits are refused here: no second login call.
    expect(sentTo(auth.login)).toHaveLength(1);
    await user.type(within(safety).getByLabelText('中间4位数字'), '34');
    expect(within(safety).queryByText('手机号错误')).not.toBeInTheDocument();
    await user.click(within(safety).getByRole('button', { name: '确定' }));
    expect(await within(safety).findByText('手机号错误')).toBeInTheDocument();
    await user.clear(within(safety).getByLabelText('中间4位数字'));
    await user.type(within(safety).getByLabelText('中间4位数字'), '0000');
    await user.click(within(safety).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sessionStore.get(tokenAtom)).toBe('tok-d'));
    expect(sentTo(auth.login).at(-1)).toEqual({
      isAgent: 0,
      name: 'player01',
      password: device.password,
      kaptchcate: 0,
      sendCodeNum: '654321',
      phoneMiddle: '0000',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a code-send failure inside the dialog', async () => {
    const user = openNewDevice();
    answer(account.sendCodeOne, fail(6066, '60秒内只能获取一次，请42秒后再试'));
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('60秒内只能获取一次，请42秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('switches account and goes to register', async () => {
    const user = openNewDevice();
    await user.click(screen.getByRole('button', { name: '切换账号' }));
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    act(() => bus.emit('newDevice', device));
    await user.click(screen.getByRole('button', { name: '注册新账号' }));
    expect(screen.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  });
});
