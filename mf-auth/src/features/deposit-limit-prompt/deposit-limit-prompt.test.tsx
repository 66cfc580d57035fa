import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@site/shared/contract';
import { bus } from '@site/shared/events';
import { clearSession } from '@site/shared/session';
import { answer, fail, ok, renderWithSite, resetFakeApi } from '@site/shared/testing';
import AuthWidget from '../../expose/auth-modal';
import { hideDepositLimitPrompt } from '../../lib/deposit-limit-prompt-state';
import { answerSlider, solveSlider } from '../../testing/render';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  clearSession();
  hideDepositLimitPrompt();
  answerSlider();
});

async function register(user: ReturnType<typeof userEvent.setup>, name: string) {
  renderWithSite(<AuthWidget />, { path: '/home' });
  act(() => bus.emit('register'));
  await user.type(screen.getByLabelText('用户名'), name);
  await user.type(screen.getByLabelText('密码'), 'abc12345');
  await user.type(screen.getByLabelText('确认密码'), 'abc12345');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: '注册' }));
  await solveSlider(user);
}

describe('the deposit-limit prompt after registration', () => {
  it('opens once the new member is logged in; only 去设置 or 暂不设置 close it', async () => {
    const user = userEvent.setup();
    answer(auth.register, ok({ userId: '9', name: 'newbie01', codeId: 'ticket-1' }));
    answer(auth.login, ok({ token: 'tok-r', userId: '9' }));
    await register(user, 'newbie01');
    const prompt = await screen.findByRole('dialog', { name: '设置存款限额' });
    expect(prompt).toHaveTextContent('建议您现在设置每日、每周或每月的存款限额');
    // Must be seen: Escape does not close it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '设置存款限额' })).toBeInTheDocument();
    await user.click(within(prompt).getByRole('link', { name: '去设置' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mine/responsible'));
    expect(screen.queryByRole('dialog', { name: '设置存款限额' })).not.toBeInTheDocument();
  });

  it('暂不设置 declines it', async () => {
    const user = userEvent.setup();
    answer(auth.register, ok({ userId: '9', name: 'newbie02', codeId: 'ticket-2' }));
    answer(auth.login, ok({ token: 'tok-r', userId: '9' }));
    await register(user, 'newbie02');
    const prompt = await screen.findByRole('dialog', { name: '设置存款限额' });
    await user.click(within(prompt).getByRole('button', { name: '暂不设置' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '设置存款限额' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('does not open when the automatic login fails (nobody to set a limit for)', async () => {
    const user = userEvent.setup();
    answer(auth.register, ok({ userId: '9', name: 'newbie03', codeId: 'ticket-3' }));
    answer(auth.login, fail(6022, '请先完成滑块验证'));
    await register(user, 'newbie03');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('设置存款限额')).not.toBeInTheDocument();
  });
});
