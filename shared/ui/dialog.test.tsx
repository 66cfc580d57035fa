import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';
import { renderUi } from './testing/render';

function Harness(props: Partial<DialogProps> & { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const { onClosed, ...rest } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Dialog
        title="服务条款"
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed?.();
        }}
      >
        <p>条款内容</p>
        <input aria-label="输入框" />
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  const onClosed = jest.fn();
  renderUi(<Harness {...props} onClosed={onClosed} />);
  await user.click(screen.getByRole('button', { name: '打开' }));
  return { user, onClosed, dialog: screen.getByRole('dialog', { name: '服务条款' }) };
}

describe('Dialog', () => {
  it('renders into document.body as a modal dialog named by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-testid="dialog-mask"]')?.parentElement).toBe(document.body);
  });

  it('closes on Escape', async () => {
    const { user, onClosed } = await openDialog();
    await user.keyboard('{Escape}');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a mask click but not on a click inside', async () => {
    const { user, onClosed } = await openDialog();
    await user.click(screen.getByText('条款内容'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-mask'));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on the 关闭 icon button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps open on mask clicks when maskClosable is false, and on anything when not closable', async () => {
    const { user } = await openDialog({ maskClosable: false });
    await user.click(screen.getByTestId('dialog-mask'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no way out when closable is false', async () => {
    const { user } = await openDialog({ closable: false });
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('dialog-mask'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the page behind from scrolling while open and gives focus back to the opener on close', async () => {
    const { user } = await openDialog();
    const mask = screen.getByTestId('dialog-mask');
    // fireEvent returns false when a listener refused the event (preventDefault).
    expect(fireEvent.wheel(mask, { deltaY: 120 })).toBe(false);
    expect(fireEvent.touchStart(mask, { touches: [{ clientY: 300 }] })).toBe(true);
    expect(fireEvent.touchMove(mask, { touches: [{ clientY: 200 }] })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'PageDown' })).toBe(false);
    // The page's own overflow is never touched (that would relayout the whole page).
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(fireEvent.wheel(document.body, { deltaY: 120 })).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'PageDown' })).toBe(true);
    expect(screen.getByRole('button', { name: '打开' })).toHaveFocus();
  });

  it('lets a scroll box inside the dialog scroll, and keys in a text field alone', async () => {
    await openDialog();
    const box = screen.getByText('条款内容');
    box.style.overflowY = 'auto';
    Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 600 });
    Object.defineProperty(box, 'clientHeight', { configurable: true, value: 200 });
    box.scrollTop = 0;
    expect(fireEvent.wheel(box, { deltaY: 120 })).toBe(true);
    // At its top it cannot go further up: the page behind must not take that turn.
    expect(fireEvent.wheel(box, { deltaY: -120 })).toBe(false);
    expect(fireEvent.keyDown(screen.getByRole('textbox', { name: '输入框' }), { key: 'End' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: '关闭' }), { key: ' ' })).toBe(true);
    expect(fireEvent.keyDown(screen.getByRole('button', { name: '关闭' }), { key: 'ArrowDown' })).toBe(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: '关闭' });
    const input = screen.getByRole('textbox', { name: '输入框' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('takes its width in px from a number', async () => {
    const { dialog } = await openDialog({ width: 700 });
    expect(dialog).toHaveStyle({ width: '700px' });
  });

  it('closes only the top dialog of a stack on Escape', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [inner, setInner] = useState(true);
      const [outer, setOuter] = useState(true);
      return (
        <>
          <Dialog open={outer} onClose={() => setOuter(false)} title="外层">
            x
          </Dialog>
          <Dialog open={inner} onClose={() => setInner(false)} title="内层">
            y
          </Dialog>
        </>
      );
    }
    renderUi(<Stacked />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '内层' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '外层' })).toBeInTheDocument();
    expect(fireEvent.wheel(screen.getByRole('dialog', { name: '外层' }), { deltaY: 120 })).toBe(false);
  });
});
