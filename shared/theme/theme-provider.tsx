import { useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import type { Edition, Theme } from './theme';
import { themeForEdition, type BrandThemeTokens } from './theme-for-edition';

export interface ThemeProviderProps {
  /** Default: classic (light). */
  edition?: Edition;
  /** The brand manifest's `theme` block. */
  brandTokens?: BrandThemeTokens;
  /** A ready theme; wins over `edition` and `brandTokens` (tests, previews). */
  theme?: Theme;
  /**
   * Also render the page-wide `GlobalStyle` (default false: the host renders it itself).
   * Only the outermost provider of a page should.
   */
  globalStyle?: boolean;
  children?: ReactNode;
}

/** styled-components' ThemeProvider fed with the theme of an edition and brand. */
export function ThemeProvider({
  edition = 'classic',
  brandTokens,
  theme,
  globalStyle = false,
  children,
}: ThemeProviderProps) {
  const resolved = useMemo(
    () => theme ?? themeForEdition(edition, brandTokens),
    [theme, edition, brandTokens],
  );
  return (
    <StyledThemeProvider theme={resolved}>
      {globalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
