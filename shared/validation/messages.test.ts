import { setMessageOverrides } from '../i18n';
import { loginForm, usernameRegister } from '.';
import { messagesOf } from './test-utils';

describe('validation messages', () => {
  afterEach(() => setMessageOverrides({}));

  it('come from the catalogue when the issue is raised, so later overrides apply', () => {
    setMessageOverrides({ 'validation.usernameRequired': '请填写账号' });
    expect(messagesOf(usernameRegister, '')).toEqual(['请填写账号']);
    setMessageOverrides({});
    expect(messagesOf(usernameRegister, '')).toEqual(['用户名不能为空']);
  });

  it('never leak a raw key', () => {
    const all = messagesOf(loginForm, {});
    expect(all).toHaveLength(2);
    for (const m of all) expect(m).not.toMatch(/^validation\./);
  });
});
