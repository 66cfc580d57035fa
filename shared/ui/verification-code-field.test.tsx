import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestWithChallenge } from '@site/shared/api';
import { account, auth } from '@site/shared/contract';
import { answer, challenge, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { renderUi } from './testing/render';
import { ToastHost } from './toast-host';
import { useVerificationCode, type ImageCaptchaAnswer } from './use-verification-code';
import { VerificationCodeField } from './verification-code-field';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

const sendCode = (captcha: ImageCaptchaAnswer | undefined) =>
  requestWithChallenge(account.sendCodeOne, {
    type: account.SendCodeType.reset,
    cate: account.SendCodeCate.sms,
    SendName: 'player01',
    SendCodeNum: '13800138000',
    ...captcha,
  });

function CodeForm({ onSubmit }: { onSubmit: (code: string) => Promise<void> }) {
  const flow = useVerificationCode({
    send: sendCode,
    validate: (code) => (code.trim() === '' ? '请输入验证码' : undefined),
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void flow.submit(onSubmit);
      }}
    >
      <VerificationCodeField flow={flow} label="验证码" />
      <p>{flow.requested ? '已发送' : '未发送'}</p>
      <button type="submit">提交</button>
    </form>
  );
}

beforeEach(() => {
  resetFakeApi();
  answer(auth.defaultKaptcha, (payload) =>
    ok({ image: 'data:image/png;base64,AAAA', 'x-code': payload?.['x-code'] ? 'cap-2' : 'cap-1' }),
  );
});

describe('VerificationCodeField and useVerificationCode', () => {
  it('sends a code and starts the 60 s cooldown', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeOne, ok({ target: '138****8000', expiresIn: 300, resendIn: 60 }));
    renderUi(<CodeForm onSubmit={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(screen.getByText('已发送')).toBeInTheDocument();
    expect(sentTo(account.sendCodeOne)[0]).not.toHaveProperty('kaptchcate');
  });

  it('asks for the image captcha on 6021 and resends with its x-code and the typed text', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeOne, (payload) =>
      payload.imageCode === 'ab12'
        ? ok({ target: '138****8000', expiresIn: 300, resendIn: 60 })
        : challenge('graphic', '请完成图形验证'),
    );
    renderUi(<CodeForm onSubmit={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));

    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    const input = screen.getByRole('textbox', { name: '请输入图形验证码' });
    expect(input).toHaveAttribute('maxLength', '10');
    // The picture refreshes when clicked: a new x-code.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码，点击刷新' })).toBeInTheDocument(),
    );
    const fetched = sentTo(auth.defaultKaptcha).length;
    await user.click(screen.getByRole('button', { name: '图形验证码，点击刷新' }));
    await waitFor(() => expect(sentTo(auth.defaultKaptcha)).toHaveLength(fetched + 1));
    expect(sentTo(auth.defaultKaptcha)[fetched]).toEqual({ 'x-code': 'cap-1' });
    await user.type(input, 'ab12');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(dialog).not.toBeInTheDocument();
    const calls = sentTo(account.sendCodeOne);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ kaptchcate: 1, captchaId: 'cap-2', imageCode: 'ab12' });
  });

  it('sends nothing more when the captcha is closed, and the button is ready again', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeOne, challenge('graphic', '请完成图形验证'));
    renderUi(<CodeForm onSubmit={() => Promise.resolve()} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('dialog', { name: '图形验证' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(sentTo(account.sendCodeOne)).toHaveLength(1);
    expect(screen.getByText('未发送')).toBeInTheDocument();
  });

  it('toasts a failed send and shows a failed submit under the field', async () => {
    const user = userEvent.setup();
    answer(account.sendCodeOne, fail(6066, '验证码发送过于频繁'));
    renderUi(
      <>
        <CodeForm onSubmit={() => Promise.reject(new Error('验证码错误'))} />
        <ToastHost />
      </>,
    );
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码发送过于频繁')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
  });
});
