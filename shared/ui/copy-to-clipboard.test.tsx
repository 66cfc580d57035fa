import { act, screen } from '@testing-library/react';
import { copyToClipboard } from './copy-to-clipboard';
import { renderUi } from './testing/render';
import { ToastHost } from './toast-host';

const execCommand = jest.fn<boolean, [string]>();

beforeAll(() => {
  // jsdom has neither; each test decides how they behave.
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
});

afterEach(() => {
  execCommand.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyToClipboard', () => {
  it('writes through the Clipboard API and shows 复制成功', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    mockClipboard(writeText);
    renderUi(<ToastHost />);
    let result = false;
    await act(async () => {
      result = await copyToClipboard('INVITE42');
    });
    expect(result).toBe(true);
    expect(writeText).toHaveBeenCalledWith('INVITE42');
    expect(execCommand).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('复制成功');
  });

  it('falls back to a textarea and execCommand when the Clipboard API fails', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    let copiedText = '';
    execCommand.mockImplementation(() => {
      copiedText = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    renderUi(<ToastHost />);
    await act(async () => {
      await copyToClipboard('ABC123');
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedText).toBe('ABC123');
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('复制成功');
  });

  it('shows an error toast when nothing works', async () => {
    execCommand.mockReturnValue(false);
    renderUi(<ToastHost />);
    let result = true;
    await act(async () => {
      result = await copyToClipboard('x');
    });
    expect(result).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('复制失败，请手动复制');
    expect(screen.queryByText('复制成功')).not.toBeInTheDocument();
  });
});
