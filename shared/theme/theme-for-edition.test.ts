import { darkTheme, lightTheme, themeForEdition } from './index';

describe('themeForEdition', () => {
  it('gives the light theme to classic and the dark theme to professional', () => {
    expect(themeForEdition('classic')).toEqual(lightTheme);
    expect(themeForEdition('professional')).toEqual(darkTheme);
    expect(themeForEdition('professional').mode).toBe('dark');
  });

  it('lays the brand tokens of each edition over its colours', () => {
    const tokens = { light: { primary: '#c9a45c' }, dark: { primary: '#ffcc00', bg: '#000000' } };
    const classic = themeForEdition('classic', tokens);
    const professional = themeForEdition('professional', tokens);
    expect(classic.colors.primary).toBe('#c9a45c');
    expect(classic.colors.bg).toBe(lightTheme.colors.bg);
    expect(professional.colors.primary).toBe('#ffcc00');
    expect(professional.colors.bg).toBe('#000000');
  });

  it('puts the brand accent on the active nav item unless the brand names another', () => {
    expect(themeForEdition('classic', { light: { primary: '#c9a45c' }, dark: {} }).colors.navActive).toBe(
      '#c9a45c',
    );
    expect(
      themeForEdition('classic', { light: { primary: '#c9a45c', navActive: '#123456' }, dark: {} }).colors
        .navActive,
    ).toBe('#123456');
    expect(themeForEdition('classic').colors.navActive).toBe(lightTheme.colors.navActive);
  });

  it('ignores unknown keys and empty values, and keeps shadows in step with the shadow colour', () => {
    const theme = themeForEdition('classic', {
      light: { notAColor: 'red', text: '  ', shadow: 'rgba(1, 2, 3, 0.5)' },
      dark: {},
    });
    expect(theme.colors).not.toHaveProperty('notAColor');
    expect(theme.colors.text).toBe(lightTheme.colors.text);
    expect(theme.shadows.md).toContain('rgba(1, 2, 3, 0.5)');
  });

  it('uses the Chinese convention: rise is red, fall is green', () => {
    expect(lightTheme.colors.rise).toBe('#e5484d');
    expect(lightTheme.colors.fall).toBe('#2f9e44');
  });
});
