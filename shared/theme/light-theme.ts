import { buildTheme, type ThemeColors } from './theme';

/** Classic edition (the default): white surfaces on a cool light grey, a confident blue. */
export const lightColors: ThemeColors = {
  primary: '#1f6feb',
  primaryText: '#ffffff',
  bg: '#f3f5f9',
  surface: '#ffffff',
  surfaceAlt: '#f6f8fb',
  border: '#e3e8ef',
  text: '#1d2433',
  textSecondary: '#5a6577',
  textMuted: '#98a2b3',
  success: '#2f9e44',
  danger: '#e5484d',
  warning: '#f08c00',
  info: '#1f6feb',
  rise: '#e5484d',
  fall: '#2f9e44',
  headerBg: '#ffffff',
  headerText: '#1d2433',
  footerBg: '#1b2230',
  footerText: '#a3adbf',
  navActive: '#1f6feb',
  mask: 'rgba(15, 20, 32, 0.55)',
  shadow: 'rgba(16, 24, 40, 0.08)',
};

export const lightTheme = buildTheme('classic', lightColors);
