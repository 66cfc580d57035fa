import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MD5 from 'crypto-js/md5';
import { auth } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { STORAGE_KEYS, clearSession, sessionStore, tokenAtom, userIdAtom } from '@site/shared/session';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { readRememberedCredentials } from './remembered-credentials';
import { answerSlider, openAuthModal, recordBus, solveSlider } from '../../testing/render';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  clearSession();
  answerSlider();
});

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  name = 'player01',
  password = 'abc12345',
) {
  await user.type(screen.getByLabelText('用户名'), name);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('login form', () => {
  it('shows the required messages and looks inactive until both fields are filled', async () => {
    const user = userEvent.setup();
    openAuthModal('login');
    const submit = screen.getByRole('button', { name: '登录' });
    expect(submit).toHaveAttribute('data-inactive', 'true');
    await user.click(submit);
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(sentTo(auth.login)).toHaveLength(0);
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('密码'), 'x');
    expect(submit).not.toHaveAttribute('data-inactive');
  });

  it("hides a field's message while it is corrected and refuses a name of spaces", async () => {
    const user = userEvent.setup();
    openAuthModal('login');
    await user.type(screen.getByLabelText('用户名'), '   ');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('用户名'), 'p');
    expect(screen.queryByText('请输入用户名')).not.toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(sentTo(auth.login)).toHaveLength(0);
  });

  it('logs in after the slider: md5 password, token stored, login_success emitted, modal closed', async () => {
    const user = userEvent.setup();
    const success = recordBus('login_success');
    answer(auth.login, ok({ token: 'tok-1', userId: '42' }));
    openAuthModal('login');
    await fillAndSubmit(user);
    await solveSlider(user);
    await waitFor(() => expect(success.seen).toEqual([{ userId: '42' }]));
    expect(sentTo(auth.login)[0]).toEqual({
      isAgent: 0,
      name: 'player01',
      password: MD5('abc12345').toString(),
      kaptchcate: 0,
      codeId: 'slider-pass',
    });
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');
    expect(sessionStore.get(userIdAtom)).toBe('42');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    success.stop();
  });

  it('submits with Enter', async () => {
    const user = userEvent.setup();
    answer(auth.login, ok({ token: 'tok-2', userId: '7' }));
    openAuthModal('login');
    await user.type(screen.getByLabelText('用户名'), 'player01');
    await user.type(screen.getByLabelText('密码'), 'abc12345{Enter}');
    await solveSlider(user);
    await waitFor(() => expect(sessionStore.get(tokenAtom)).toBe('tok-2'));
  });

  it('opens the new-device dialog on 6026 with the name, md5 password, masked phone and message', async () => {
    const user = userEvent.setup();
    const device = recordBus('newDevice');
    answer(
      auth.login,
      fail(6026, '当前设备未通过验证', { phoneNumber: '138****8000', email: '', needPhoneDigits: true }),
    );
    openAuthModal('login');
    await fillAndSubmit(user);
    await solveSlider(user);
    expect(await screen.findByText('新设备验证')).toBeInTheDocument();
    expect(device.seen).toEqual([
      {
        name: 'player01',
        password: MD5('abc12345').toString(),
        phoneNumber: '138****8000',
        message: '当前设备未通过验证',
      },
    ]);
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('当前设备未通过验证')).toBeInTheDocument();
    expect(sessionStore.get(tokenAtom)).toBeNull();
    device.stop();
  });

  it('toasts the server message of any other failure and stays open', async () => {
    const user = userEvent.setup();
    answer(auth.login, fail(6002, '用户名或密码错误'));
    openAuthModal('login');
    await fillAndSubmit(user);
    await solveSlider(user);
    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks for the image captcha when the server answers 6021 and retries with kaptchcate 1', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(auth.login, () => {
      calls += 1;
      return calls === 1
        ? { challenge: 'graphic', message: '请输入图形验证码' }
        : ok({ token: 'tok-3', userId: '1' });
    });
    answer(auth.defaultKaptcha, ok({ image: 'data:image/svg+xml;base64,', 'x-code': 'x-1', expiresIn: 300 }));
    openAuthModal('login');
    await fillAndSubmit(user);
    await solveSlider(user);
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByText('请输入验证码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('请输入图形验证码'), '1234');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sessionStore.get(tokenAtom)).toBe('tok-3'));
    expect(sentTo(auth.login)[1]).toMatchObject({ kaptchcate: 1, codeId: 'x-1', code: '1234' });
  });

  it('falls back to the image captcha when the slider cannot load', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer(auth.sliderLoad, fail(6005, '服务开小差了'));
    answer(auth.defaultKaptcha, ok({ image: 'data:image/svg+xml;base64,', 'x-code': 'x-2', expiresIn: 300 }));
    openAuthModal('login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('dialog', { name: '图形验证' })).toBeInTheDocument();
    // The player reads the message; SPEC §8's prefix (1: the fetch) is for the log only.
    expect(screen.getByText('服务开小差了')).toBeInTheDocument();
    expect(screen.queryByText(/^\d：/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[captcha 1] 服务开小差了');
    warn.mockRestore();
  });

  it('remembers the credentials encrypted with a timestamp, prefills them, and forgets them when unticked', async () => {
    const user = userEvent.setup();
    answer(auth.login, ok({ token: 'tok-4', userId: '5' }));
    const first = openAuthModal('login');
    await user.click(screen.getByRole('checkbox', { name: '记住密码' }));
    await fillAndSubmit(user, 'player02', 'secret123');
    await solveSlider(user);
    await waitFor(() => expect(sessionStore.get(tokenAtom)).toBe('tok-4'));
    expect(localStorage.getItem(STORAGE_KEYS.rememberedCredentials)).not.toContain('secret123');
    expect(Number(localStorage.getItem(STORAGE_KEYS.rememberPasswordAt))).toBeGreaterThan(0);
    expect(readRememberedCredentials()).toEqual({ name: 'player02', password: 'secret123' });
    first.unmount();

    clearSession();
    openAuthModal('login');
    expect(screen.getByLabelText('用户名')).toHaveValue('player02');
    expect(screen.getByLabelText('密码')).toHaveValue('secret123');
    const box = screen.getByRole('checkbox', { name: '记住密码' });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await solveSlider(user);
    await waitFor(() => expect(readRememberedCredentials()).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.rememberPasswordAt)).toBe('');
  });

  it('goes to the forgot-password mode from its link', async () => {
    const user = userEvent.setup();
    openAuthModal('login');
    await user.click(screen.getByRole('button', { name: '忘记密码？' }));
    expect(screen.getByText('找回密码')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '手机找回' })).toHaveAttribute('aria-selected', 'true');
    act(() => bus.emit('closeAuth'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
