import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';
import { renderUi } from './testing/render';

const items: TabItem[] = [
  { value: 'login', label: '登录' },
  { value: 'register', label: '注册', badge: 120 },
  { value: 'disabled', label: '停用', disabled: true },
  { value: 'help', label: '帮助', badge: 5 },
];

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('login');
  return (
    <Tabs
      aria-label="账户"
      items={items}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    >
      <p>面板：{value}</p>
    </Tabs>
  );
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('exposes a labelled tablist whose panel is labelled by the selected tab', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: '账户' })).toBeInTheDocument();
    expect(tab(/登录/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/注册/)).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: '登录' })).toHaveTextContent('面板：login');
  });

  it('shows count badges, capped at 99+', () => {
    renderUi(<Harness />);
    expect(tab(/注册/)).toHaveTextContent('注册99+');
    expect(tab(/帮助/)).toHaveTextContent('帮助5');
  });

  it('selects on click and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    await user.click(tab(/注册/));
    expect(onChange).toHaveBeenCalledWith('register');
    expect(tab(/注册/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('面板：register');
  });

  it('moves with the arrow keys, skipping disabled tabs and wrapping around', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.tab();
    expect(tab(/登录/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab(/注册/)).toHaveFocus();
    expect(tab(/注册/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(/帮助/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab(/登录/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab(/帮助/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab(/登录/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(/帮助/)).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps one tab stop: only the selected tab is in the Tab order', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.tab();
    expect(tab(/登录/)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
