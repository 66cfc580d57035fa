// Pulls in the DefaultTheme augmentation for every package that imports the theme or the kit.
import type {} from './styled';
export { alpha, buildTheme, fontFamily, shade } from './theme';
export type { ColorName, Edition, Theme, ThemeColors } from './theme';
export { lightColors, lightTheme } from './light-theme';
export { darkColors, darkTheme } from './dark-theme';
export { themeForEdition } from './theme-for-edition';
export type { BrandThemeTokens } from './theme-for-edition';
export { GlobalStyle } from './global-style';
export { ThemeProvider } from './theme-provider';
export type { ThemeProviderProps } from './theme-provider';
export { HOME_LAYOUT, byVenueColumns, venuesHeight } from './home-layout';
