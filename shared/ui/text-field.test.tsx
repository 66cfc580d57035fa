import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from './testing/render';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and shows its error as an alert tied to the input', () => {
    renderUi(<TextField label="用户名" error="用户名不能为空" />);
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('用户名不能为空');
    expect(input).toHaveAccessibleDescription('用户名不能为空');
  });

  it('has no alert and is not invalid without an error, showing the hint instead', () => {
    renderUi(<TextField label="用户名" hint="4-11位字母+数字" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: '用户名' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('4-11位字母+数字');
  });

  it('passes maxLength and inputMode through and renders prefix and suffix', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="验证码"
          inputMode="numeric"
          maxLength={6}
          prefix="+86"
          suffix="秒"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    renderUi(<Controlled />);
    const input = screen.getByRole('textbox', { name: '验证码' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12345678');
    expect(input).toHaveValue('123456');
    expect(screen.getByText('+86')).toBeInTheDocument();
    expect(screen.getByText('秒')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="密码" type="password" defaultValue="abc12345" />);
    const input = screen.getByLabelText('密码');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
