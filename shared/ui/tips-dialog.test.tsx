import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './testing/render';
import { showTips, TipsDialogHost } from './tips-dialog-host';

function open(options: Parameters<typeof showTips>[0]) {
  act(() => showTips(options));
}

describe('TipsDialog via TipsDialogHost', () => {
  it('shows the message with the default title and sure button, and no cancel button', () => {
    renderUi(<TipsDialogHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open({ msg: '余额不足' });
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('余额不足')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('uses the given title and button texts', () => {
    renderUi(<TipsDialogHost />);
    open({ msg: 'x', title: '实名认证', isShowCancel: true, sureText: '去完善', cancelText: '稍后' });
    const dialog = screen.getByRole('dialog', { name: '实名认证' });
    expect(within(dialog).getByRole('button', { name: '去完善' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '稍后' })).toBeInTheDocument();
  });

  it('calls onSure once and closes on the sure button', async () => {
    const user = userEvent.setup();
    const onSure = jest.fn();
    const onCancel = jest.fn();
    renderUi(<TipsDialogHost />);
    open({ msg: 'x', isShowCancel: true, onSure, onCancel });
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onSure).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls onCancel and closes on the cancel button', async () => {
    const user = userEvent.setup();
    const onSure = jest.fn();
    const onCancel = jest.fn();
    renderUi(<TipsDialogHost />);
    open({ msg: 'x', isShowCancel: true, onSure, onCancel });
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSure).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats the close icon and Escape as a cancel', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderUi(<TipsDialogHost />);
    open({ msg: 'first', onCancel });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open({ msg: 'second', onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed without an answer when closeAble is false', async () => {
    const user = userEvent.setup();
    renderUi(<TipsDialogHost />);
    open({ msg: 'must answer', closeAble: false });
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-mask'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('queues requests and shows them one after another', async () => {
    const user = userEvent.setup();
    renderUi(<TipsDialogHost />);
    open({ msg: '第一条' });
    open({ msg: '第二条' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByText('第一条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByText('第二条')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts focus on the sure button so Enter answers', async () => {
    const user = userEvent.setup();
    const onSure = jest.fn();
    renderUi(<TipsDialogHost />);
    open({ msg: 'x', onSure });
    expect(screen.getByRole('button', { name: '确定' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSure).toHaveBeenCalledTimes(1);
  });
});
