import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, formatBadgeCount } from './badge';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';
import { renderUi } from './testing/render';

describe('EmptyState, ErrorState, Badge', () => {
  it('EmptyState defaults its title to 暂无数据 and shows an action', () => {
    renderUi(<EmptyState description="换个条件试试" action={<button type="button">刷新</button>} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('换个条件试试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
  });

  it('ErrorState is an alert with a 重试 button that calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderUi(<ErrorState message="服务器繁忙" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('服务器繁忙');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Badge caps counts at 99+ and hides zero', () => {
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    renderUi(
      <>
        <Badge count={0} aria-label="零" />
        <Badge count={250} aria-label="未读" />
      </>,
    );
    expect(screen.queryByLabelText('零')).not.toBeInTheDocument();
    expect(screen.getByLabelText('未读')).toHaveTextContent('99+');
  });
});

describe('Spinner', () => {
  it('is a named status when labelled and decorative otherwise', () => {
    renderUi(
      <>
        <Spinner aria-label="跳转中" />
        <Spinner />
      </>,
    );
    expect(screen.getByRole('status', { name: '跳转中' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
