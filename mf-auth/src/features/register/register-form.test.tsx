import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MD5 from 'crypto-js/md5';
import { auth, help } from '@site/shared/contract';
import { clearSession, sessionStore, tokenAtom } from '@site/shared/session';
import { answer, fail, ok, resetFakeApi, sentTo } from '@site/shared/testing';
import { answerSlider, openAuthModal, recordBus, solveSlider } from '../../testing/render';

jest.mock('@site/shared/api', () => jest.requireActual('@site/shared/testing').fakeApiModule());

beforeEach(() => {
  resetFakeApi();
  localStorage.clear();
  clearSession();
  answerSlider();
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  v: { name: string; password: string; repeat: string },
) {
  await user.type(screen.getByLabelText('用户名'), v.name);
  await user.type(screen.getByLabelText('密码'), v.password);
  await user.type(screen.getByLabelText('确认密码'), v.repeat);
}

describe('register form', () => {
  it('says 用户名已存在 as the player types a taken name, before any slider', async () => {
    const user = userEvent.setup();
    answer(auth.checkName, (p) => ok({ available: p.name !== 'taken01' }));
    openAuthModal('register');
    await user.type(screen.getByLabelText('用户名'), 'taken01');
    expect(await screen.findByText('用户名已存在')).toBeInTheDocument();
    expect(sentTo(auth.checkName)).toEqual([{ name: 'taken01' }]);
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.type(screen.getByLabelText('确认密码'), 'abc12345');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    // No slider and no register call for a name known to be taken.
    expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument();
    expect(sentTo(auth.register)).toHaveLength(0);
    // Another name clears it once the server says it is free.
    await user.clear(screen.getByLabelText('用户名'));
    await user.type(screen.getByLabelText('用户名'), 'free0001');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('用户名已存在')).not.toBeInTheDocument());
    expect(sentTo(auth.checkName).at(-1)).toEqual({ name: 'free0001' });
  });

  it('shows every SPEC §5 message and looks inactive until filled and agreed', async () => {
    const user = userEvent.setup();
    openAuthModal('register');
    const submit = screen.getByRole('button', { name: '注册' });
    expect(submit).toHaveAttribute('data-inactive', 'true');
    await user.click(submit);
    expect(screen.getByText('用户名不能为空')).toBeInTheDocument();
    expect(screen.getByText('密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请同意相关条款和隐私政策')).toBeInTheDocument();

    await fill(user, { name: '1abc', password: 'abcdefgh', repeat: 'abcdefgx' });
    await user.click(submit);
    expect(screen.getByText('4-11位，最少2个字母+数字组合，首位为字母')).toBeInTheDocument();
    expect(screen.getByText('请输入8-12位字母+数字的组合')).toBeInTheDocument();
    expect(screen.getByText('两次密码输入不一致')).toBeInTheDocument();
    expect(submit).toHaveAttribute('data-inactive', 'true');
    await user.click(screen.getByRole('checkbox'));
    expect(submit).not.toHaveAttribute('data-inactive');
    // A field's message goes while the player corrects it; the others stay until the next submit.
    await user.type(screen.getByLabelText('确认密码'), '1');
    expect(screen.queryByText('两次密码输入不一致')).not.toBeInTheDocument();
    expect(screen.getByText('请输入8-12位字母+数字的组合')).toBeInTheDocument();
    expect(sentTo(auth.register)).toHaveLength(0);
  });

  it('registers after the slider, says 注册成功, logs in with kaptchcate 99 and closes', async () => {
    const user = userEvent.setup();
    localStorage.setItem('rcode', 'R100');
    localStorage.setItem('icode', 'I200');
    const success = recordBus('login_success');
    answer(auth.register, ok({ userId: '9', name: 'newbie01', codeId: 'ticket-1' }));
    answer(auth.login, ok({ token: 'tok-r', userId: '9' }));
    openAuthModal('register');
    await fill(user, { name: ' newbie01 ', password: 'abc12345', repeat: 'abc12345' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider(user);
    await waitFor(() => expect(success.seen).toEqual([{ userId: '9' }]));
    const md5 = MD5('abc12345').toString();
    expect(sentTo(auth.register)[0]).toEqual({
      name: 'newbie01',
      password: md5,
      secondPassword: md5,
      kaptchcate: 0,
      codeId: 'slider-pass',
      domain: window.location.host,
      rCode: 'R100',
      iCode: 'I200',
    });
    expect(sentTo(auth.login)[0]).toEqual({
      isAgent: 0,
      name: 'newbie01',
      password: md5,
      kaptchcate: 99,
      codeId: 'ticket-1',
    });
    expect(sessionStore.get(tokenAtom)).toBe('tok-r');
    expect(screen.getByText('注册成功')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    success.stop();
  });

  it('only closes when the automatic login fails', async () => {
    const user = userEvent.setup();
    answer(auth.register, ok({ userId: '9', name: 'newbie02', codeId: 'ticket-2' }));
    answer(auth.login, fail(6022, '请先完成滑块验证'));
    openAuthModal('register');
    await fill(user, { name: 'newbie02', password: 'abc12345', repeat: 'abc12345' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.get(tokenAtom)).toBeNull();
  });

  it('toasts the server message when the name is taken', async () => {
    const user = userEvent.setup();
    answer(auth.register, fail(6009, '用户名已存在'));
    openAuthModal('register');
    await fill(user, { name: 'taken01', password: 'abc12345', repeat: 'abc12345' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await solveSlider(user);
    expect(await screen.findByText('用户名已存在')).toBeInTheDocument();
    expect(sentTo(auth.login)).toHaveLength(0);
  });

  it('opens the terms in a 700-px modal that toggles to the privacy policy', async () => {
    const user = userEvent.setup();
    // The documents are the help centre's gztk and ysgz articles (issue 14).
    answer(help.article, ({ code }) =>
      ok({
        code,
        title: code,
        group: '关于我们',
        order: 1,
        updated: '2026-11-23',
        description: '',
        keywords: [],
        text: '',
        html:
          code === 'gztk'
            ? '<h2>一、账户</h2><p>每位用户只能注册一个账户。</p>'
            : '<h2>一、我们收集的信息</h2>',
      }),
    );
    openAuthModal('register');
    await user.click(screen.getByRole('button', { name: '《服务条款》' }));
    const terms = screen.getByRole('dialog', { name: '服务条款' });
    expect(terms).toHaveStyle({ width: '700px' });
    expect(await within(terms).findByText('一、账户')).toBeInTheDocument();
    expect(within(terms).getByText('更新于 2026-11-23')).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: '查看隐私政策' }));
    const privacy = screen.getByRole('dialog', { name: '隐私政策' });
    expect(await within(privacy).findByText('一、我们收集的信息')).toBeInTheDocument();
    await user.click(within(privacy).getByRole('button', { name: '确定' }));
    expect(screen.queryByRole('dialog', { name: '隐私政策' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});
