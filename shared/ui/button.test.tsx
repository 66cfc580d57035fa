import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { renderUi } from './testing/render';

describe('Button', () => {
  it('stays clickable when inactive (dimmed submit that shows validation)', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderUi(
      <Button inactive onClick={onClick}>
        注册
      </Button>,
    );
    const button = screen.getByRole('button', { name: '注册' });
    expect(button).toBeEnabled();
    expect(button).toHaveStyle({ opacity: '0.5' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not fire when disabled or loading, and is busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const { rerender } = renderUi(
      <Button disabled onClick={onClick}>
        登录
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: '登录' }));
    rerender(
      <Button loading onClick={onClick}>
        登录
      </Button>,
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is type="button" unless told, so it never submits a form by accident', () => {
    renderUi(
      <>
        <Button>a</Button>
        <Button type="submit">b</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'a' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'b' })).toHaveAttribute('type', 'submit');
  });
});
