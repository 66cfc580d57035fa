import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth, protection } from '@site/shared/contract';
import { sessionStore, setSession, tokenAtom } from '@site/shared/session';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { renderPage } from '../../testing/profile-render';
import { overviewWith } from './fixtures';
import { ResponsibleGaming } from './responsible-gaming';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  setSession({ token: 'tok-1', userId: '7' });
  answer(protection.overview, ok(overviewWith()));
  answer(protection.statement, ok({ months: [] }));
});

const md5 = auth.md5Password;

describe('time-out and self-exclusion', () => {
  it('asks twice, the second time for the login password, then logs the member out', async () => {
    const user = userEvent.setup();
    answer(protection.timeOut, (p) =>
      p.password === md5('right123')
        ? ok({ kind: 'timeout', endsAt: '2026-11-29 10:00:00' })
        : fail(6002, '登录密码错误'),
    );
    renderPage(<ResponsibleGaming />, '/mine/responsible');
    const box = await screen.findByRole('region', { name: '冷静期（暂停游戏）' });
    await user.click(within(box).getByRole('radio', { name: '24 小时' }));
    await user.click(within(box).getByRole('button', { name: '开始冷静期' }));

    // First confirmation: what it means; cancel goes back, nothing is sent.
    const first = await screen.findByRole('dialog', { name: '确认暂停游戏' });
    expect(first).toHaveTextContent('您将进入冷静期（24 小时）');
    await user.click(within(first).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: '开始冷静期' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '确认暂停游戏' })).getByRole('button', {
        name: '继续',
      }),
    );

    // Second: the password twice.
    const second = await screen.findByRole('dialog', { name: '输入登录密码确认' });
    const submit = within(second).getByRole('button', { name: '确认并退出登录' });
    await user.click(submit);
    expect(within(second).getByText('请输入密码')).toBeInTheDocument();
    expect(within(second).getByText('请再次输入密码')).toBeInTheDocument();
    await user.type(within(second).getByLabelText('登录密码'), 'right123');
    await user.type(within(second).getByLabelText('确认登录密码'), 'right124');
    await user.click(submit);
    expect(within(second).getByText('两次密码输入不一致')).toBeInTheDocument();
    expect(sentTo(protection.timeOut)).toHaveLength(0);

    // A wrong password: the server's words on the field, still logged in.
    await user.clear(within(second).getByLabelText('登录密码'));
    await user.clear(within(second).getByLabelText('确认登录密码'));
    expect(within(second).queryByText('两次密码输入不一致')).not.toBeInTheDocument();
    await user.type(within(second).getByLabelText('登录密码'), 'wrong123');
    await user.type(within(second).getByLabelText('确认登录密码'), 'wrong123');
    await user.click(submit);
    expect(await within(second).findByText('登录密码错误')).toBeInTheDocument();
    expect(sessionStore.get(tokenAtom)).toBe('tok-1');

    await user.clear(within(second).getByLabelText('登录密码'));
    await user.clear(within(second).getByLabelText('确认登录密码'));
    await user.type(within(second).getByLabelText('登录密码'), 'right123');
    await user.type(within(second).getByLabelText('确认登录密码'), 'right123');
    await user.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(sentTo(protection.timeOut).at(-1)).toEqual({
      duration: '24h',
      password: md5('right123'),
      confirmPassword: md5('right123'),
    });
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(await screen.findByText('已生效，至 2026-11-29 10:00:00 结束，您已退出登录')).toBeInTheDocument();
  });

  it('sends a self-exclusion with its length and shows one in force', async () => {
    const user = userEvent.setup();
    answer(
      protection.overview,
      ok(overviewWith([], { restriction: { kind: 'timeout', endsAt: '2026-12-05 10:00:00' } })),
    );
    answer(protection.selfExclude, ok({ kind: 'self_exclusion', endsAt: '2027-11-28 10:00:00' }));
    renderPage(<ResponsibleGaming />, '/mine/responsible');
    expect(
      await screen.findByText('您正处于冷静期，至 2026-12-05 10:00:00 结束。期间只能提款和查看记录。'),
    ).toBeInTheDocument();
    const box = screen.getByRole('region', { name: '自我排除' });
    await user.click(within(box).getByRole('radio', { name: '1 年' }));
    await user.click(within(box).getByRole('button', { name: '申请自我排除' }));
    const first = await screen.findByRole('dialog', { name: '确认暂停游戏' });
    expect(first).toHaveTextContent('您将自我排除（1 年）');
    await user.click(within(first).getByRole('button', { name: '继续' }));
    const second = await screen.findByRole('dialog', { name: '输入登录密码确认' });
    await user.type(within(second).getByLabelText('登录密码'), 'right123');
    await user.type(within(second).getByLabelText('确认登录密码'), 'right123');
    await user.click(within(second).getByRole('button', { name: '确认并退出登录' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(sentTo(protection.selfExclude)).toEqual([
      { duration: '1y', password: md5('right123'), confirmPassword: md5('right123') },
    ]);
  });
});
