import { darkColors } from './dark-theme';
import { lightColors } from './light-theme';
import { buildTheme, type ColorName, type Edition, type Theme, type ThemeColors } from './theme';

/**
 * The `theme` block of a brand manifest (contract/brand.ts): colour tokens laid over each
 * edition. Declared structurally so the theme does not pull in the contract's zod schemas.
 */
export interface BrandThemeTokens {
  light: Record<string, string>;
  dark: Record<string, string>;
}

function isColorName(key: string): key is ColorName {
  return Object.hasOwn(lightColors, key);
}

/**
 * Lay brand tokens over base colours. Unknown keys and empty values are ignored. A brand
 * that sets its accent (`primary`) but not `navActive` gets the accent on the active nav
 * too: one accent colour, not the base theme's blue under a gold brand.
 */
function overlay(base: ThemeColors, tokens: Record<string, string> | undefined): ThemeColors {
  const colors = { ...base };
  const given = new Set<string>();
  for (const [key, value] of Object.entries(tokens ?? {})) {
    if (isColorName(key) && value.trim() !== '') {
      colors[key] = value.trim();
      given.add(key);
    }
  }
  if (given.has('primary') && !given.has('navActive')) colors.navActive = colors.primary;
  return colors;
}

/**
 * The theme of an edition (classic: light, professional: dark) with the brand's tokens
 * for that edition laid over its colours. Pure; never throws.
 */
export function themeForEdition(edition: Edition, brandTokens?: BrandThemeTokens): Theme {
  return edition === 'professional'
    ? buildTheme('professional', overlay(darkColors, brandTokens?.dark))
    : buildTheme('classic', overlay(lightColors, brandTokens?.light));
}
