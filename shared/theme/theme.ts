/** The two editions of the site (SPEC §3): classic is light, professional is dark. */
export type Edition = 'classic' | 'professional';

export interface ThemeColors {
  primary: string;
  /** Text drawn on `primary`. */
  primaryText: string;
  /** Page background. */
  bg: string;
  /** Cards, dialogs, inputs. */
  surface: string;
  /** Hover rows, table stripes, skeleton highlight. */
  surfaceAlt: string;
  border: string;
  text: string;
  textSecondary: string;
  textMuted: string;
  success: string;
  danger: string;
  warning: string;
  info: string;
  /** Odds went up: red, the Chinese market convention. */
  rise: string;
  /** Odds went down: green. */
  fall: string;
  headerBg: string;
  headerText: string;
  footerBg: string;
  footerText: string;
  navActive: string;
  /** Backdrop behind dialogs. */
  mask: string;
  /** Colour of drop shadows (the shadow geometry lives in `shadows`). */
  shadow: string;
}

export type ColorName = keyof ThemeColors;

export interface Theme {
  edition: Edition;
  mode: 'light' | 'dark';
  colors: ThemeColors;
  radii: { sm: string; md: string; lg: string; pill: string };
  spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  /** In rem, so they follow the root font size the host scales from the 1920 design width. */
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  fontWeights: { regular: number; medium: number; bold: number };
  fonts: { body: string; mono: string };
  shadows: { sm: string; md: string; lg: string };
  zIndices: { header: number; dropdown: number; dialog: number; loading: number; toast: number };
  transitions: { fast: string; normal: string };
}

export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** Everything but the colours is shared by both editions. */
export function buildTheme(edition: Edition, colors: ThemeColors): Theme {
  return {
    edition,
    mode: edition === 'professional' ? 'dark' : 'light',
    colors,
    radii: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    spacing: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
    fontSizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      display: '2rem',
    },
    fontWeights: { regular: 400, medium: 500, bold: 600 },
    fonts: { body: fontFamily, mono: "'SFMono-Regular', Menlo, Consolas, monospace" },
    shadows: {
      sm: `0 1px 2px ${colors.shadow}`,
      md: `0 4px 16px ${colors.shadow}`,
      lg: `0 12px 40px ${colors.shadow}`,
    },
    zIndices: { header: 100, dropdown: 500, dialog: 1000, loading: 2000, toast: 3000 },
    transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
  };
}

/**
 * `color` at `percent` opacity, for tints (focus rings, soft backgrounds) that must follow
 * a brand colour the theme does not know in advance.
 */
export function alpha(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}

/** `color` mixed with black (positive) or white (negative), for hover and pressed states. */
export function shade(color: string, percent: number): string {
  const towards = percent >= 0 ? 'black' : 'white';
  return `color-mix(in srgb, ${color} ${100 - Math.abs(percent)}%, ${towards})`;
}
