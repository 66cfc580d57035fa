import { buildTheme, type ThemeColors } from './theme';

/** Professional edition: deep navy and charcoal surfaces with a gold accent. */
export const darkColors: ThemeColors = {
  primary: '#d4af6a',
  primaryText: '#1a1407',
  bg: '#0f1420',
  surface: '#161d2b',
  surfaceAlt: '#1d2637',
  border: '#283349',
  text: '#e7eaf0',
  textSecondary: '#a4adbd',
  textMuted: '#6c778b',
  success: '#40c057',
  danger: '#f0555a',
  warning: '#f5a524',
  info: '#4c8dff',
  rise: '#f0555a',
  fall: '#40c057',
  headerBg: '#121826',
  headerText: '#cfd5df',
  footerBg: '#0b0f18',
  footerText: '#7f8aa0',
  navActive: '#e2bf7a',
  mask: 'rgba(0, 0, 0, 0.62)',
  shadow: 'rgba(0, 0, 0, 0.45)',
};

export const darkTheme = buildTheme('professional', darkColors);
