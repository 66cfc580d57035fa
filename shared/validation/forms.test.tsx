import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { submitOnce, useZodForm } from './forms';

const nameForm = z.object({ name: z.string().min(1, { error: '请输入名称' }) });

function NameForm({ send }: { send: (name: string) => Promise<void> }) {
  const { register, handleSubmit, formState } = useZodForm(nameForm, { defaultValues: { name: '' } });
  const submit = handleSubmit(({ name }) => send(name));
  return (
    <form aria-label="名称" noValidate onSubmit={submitOnce(submit, formState.isSubmitting)}>
      <input aria-label="名称" {...register('name')} />
      {formState.errors.name && <p role="alert">{formState.errors.name.message}</p>}
      <button type="submit">提交</button>
    </form>
  );
}

describe('submitOnce', () => {
  it('shows the schema message and sends nothing on bad input', async () => {
    const user = userEvent.setup();
    const send = jest.fn(() => Promise.resolve());
    render(<NameForm send={send} />);
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入名称');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once while the first submit is still running', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<NameForm send={send} />);
    await user.type(screen.getByRole('textbox', { name: '名称' }), '张三');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('张三');
    await act(async () => finish());
  });
});
