import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { formCodeFlow, submitOnce, useZodForm, type CodeFlowField } from './forms';

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

const codeForm = z.object({ code: z.string().min(1, { error: '请输入验证码' }) });

/** A stand-in for the ui kit's code flow: what formCodeFlow must keep is `request`. */
const sendingFlow = (request: () => void): CodeFlowField & { request: () => void } => ({
  code: 'flow',
  setCode: () => undefined,
  error: undefined,
  setError: () => undefined,
  request,
});

function CodeForm({ send, request }: { send: (code: string) => void; request: () => void }) {
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const flow = formCodeFlow(sendingFlow(request), form, 'code');
  const submit = form.handleSubmit(({ code }) => send(code));
  return (
    <form aria-label="验证码" noValidate onSubmit={submitOnce(submit, form.formState.isSubmitting)}>
      <input aria-label="验证码" value={flow.code} onChange={(e) => flow.setCode(e.target.value)} />
      {flow.error && <p role="alert">{flow.error}</p>}
      <button type="button" onClick={flow.request}>
        获取验证码
      </button>
      <button type="button" onClick={() => flow.setError('验证码错误')}>
        服务器拒绝
      </button>
      <button type="submit">提交</button>
    </form>
  );
}

describe('formCodeFlow', () => {
  it('keeps the code and its error in the form field, and the flow’s sending as it was', async () => {
    const user = userEvent.setup();
    const send = jest.fn();
    const request = jest.fn();
    render(<CodeForm send={send} request={request} />);
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入验证码');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '服务器拒绝' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(request).toHaveBeenCalledTimes(1);
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(send).toHaveBeenCalledWith('1234567');
  });
});
