import { screen } from '@testing-library/react';
import { LOCALE_STORAGE_KEY, applyLocale, preferredLocale, rememberLocale } from '@site/shared/i18n';
import { renderWithSite } from '@site/shared/testing';
import { LanguageSwitch, switchLanguage } from './language-switch';

describe('the 简体 / 繁體 switch', () => {
  afterEach(() => {
    applyLocale('zh-CN');
    window.localStorage.clear();
  });

  it('offers 繁體 in Simplified and remembers the choice', () => {
    renderWithSite(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: '切换语言: 繁體' });
    expect(button).toHaveTextContent('繁體');
    const reload = jest.fn();
    switchLanguage(reload);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-TW');
    // The server reads the choice from a cookie so the page it sends paints in it at once.
    expect(document.cookie).toContain('site-locale=zh-TW');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers 简体 in Traditional, labelled in Traditional', () => {
    applyLocale('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    renderWithSite(<LanguageSwitch />);
    expect(screen.getByRole('button', { name: '切換語言: 简体' })).toHaveTextContent('简体');
  });

  it("prefers the player's choice over the brand's locale", () => {
    expect(preferredLocale('zh-TW')).toBe('zh-TW');
    expect(preferredLocale(undefined)).toBe('zh-CN');
    rememberLocale('zh-CN');
    expect(preferredLocale('zh-TW')).toBe('zh-CN');
  });
});
