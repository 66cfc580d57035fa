import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeButton } from './code-button';
import { renderUi } from './testing/render';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CodeButton and useCountdown', () => {
  it('counts down 60 s after a sent code, then offers 重新获取', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onRequest = jest.fn(() => Promise.resolve(true));
    renderUi(<CodeButton onRequest={onRequest} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: '重新获取' })).toBeEnabled();
  });

  it('does not start the countdown when the code was not sent', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(<CodeButton onRequest={() => Promise.reject(new Error('6007'))} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
