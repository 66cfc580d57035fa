import { registerMessages, t } from './index';
import { zhCN } from './zh-CN';

describe('registerMessages', () => {
  it('lets a remote bring the wording of its own namespace', () => {
    expect(t('auth.login.submit')).toBe(zhCN.auth.login.submit);
    const reworded = { ...zhCN.auth, login: { ...zhCN.auth.login, submit: '立即登录' } };
    registerMessages({ auth: reworded as unknown as typeof zhCN.auth });
    expect(t('auth.login.submit')).toBe('立即登录');
    // other namespaces still come from the built-in catalogue
    expect(t('host.backHome')).toBe('返回首页');
  });

  it('shows the key of a message nobody knows', () => {
    expect(t('auth.nope' as 'auth.login.submit')).toBe('auth.nope');
  });
});
