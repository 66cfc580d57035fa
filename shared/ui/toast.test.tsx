import { act, screen, within } from '@testing-library/react';
import { renderUi } from './testing/render';
import { toast } from './toast';
import { TOAST_DURATION, ToastHost } from './toast-host';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows each kind in the bottom-centre region, errors and warnings as alerts', () => {
    renderUi(<ToastHost />);
    act(() => {
      toast.info('已保存草稿');
      toast.success('转账成功');
      toast.warning('余额不足');
      toast.error('网络错误');
    });
    const region = screen.getByRole('region', { name: '消息通知' });
    expect(region).toHaveStyle({ position: 'fixed', bottom: '10vh', left: '50%' });
    expect(
      within(region)
        .getAllByRole('status')
        .map((el) => el.textContent),
    ).toEqual(['已保存草稿', '转账成功']);
    expect(
      within(region)
        .getAllByRole('alert')
        .map((el) => el.textContent),
    ).toEqual(['余额不足', '网络错误']);
  });

  it('removes a toast after 2.5 s', () => {
    renderUi(<ToastHost />);
    act(() => toast.success('复制成功'));
    expect(screen.getByRole('status')).toHaveTextContent('复制成功');
    act(() => jest.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(TOAST_DURATION).toBe(2500);
  });

  it('does not stack the same message twice but restarts its time', () => {
    renderUi(<ToastHost />);
    act(() => toast.error('登录已过期'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => toast.error('登录已过期'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
