import { act, screen } from '@testing-library/react';
import { dismissLoading, showLoading } from './loading';
import { LoadingHost } from './loading-host';
import { renderUi } from './testing/render';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loading toast', () => {
  it('shows 加载中... with a spinner and a mask by default, until dismissed', () => {
    renderUi(<LoadingHost />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => showLoading());
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(screen.getByTestId('loading-mask')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => dismissLoading());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('closes by itself after 3 s with autoClose', () => {
    renderUi(<LoadingHost />);
    act(() => showLoading({ text: '登录中...', autoClose: true }));
    expect(screen.getByRole('status')).toHaveTextContent('登录中...');
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('hides the spinner with hideIcon and the mask with hideMask', () => {
    renderUi(<LoadingHost />);
    act(() => showLoading({ hideIcon: true }));
    expect(screen.getByRole('status')).toHaveTextContent('加载中...');
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
    expect(screen.getByTestId('loading-mask')).toBeInTheDocument();

    act(() => showLoading({ hideMask: true }));
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(screen.queryByTestId('loading-mask')).not.toBeInTheDocument();
  });

  it('a new loading replaces an auto-closing one and is not closed by its timer', () => {
    renderUi(<LoadingHost />);
    act(() => showLoading({ autoClose: true }));
    act(() => jest.advanceTimersByTime(2000));
    act(() => showLoading({ text: '提交中...' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('提交中...');
  });
});
