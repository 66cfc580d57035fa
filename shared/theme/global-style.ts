import { createGlobalStyle } from 'styled-components';
import { alpha } from './theme';

/**
 * Page-wide base styles. The root font size is left to the host, which scales it from the
 * 1920 design width; everything here is relative to it.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    color-scheme: ${(p) => p.theme.mode};
    -webkit-text-size-adjust: 100%;
    scrollbar-width: thin;
    /* The scrollbar's room is kept whatever shows over the page, so
       nothing moves sideways and nothing has to be measured when a dialog opens. */
    scrollbar-gutter: stable;
    scrollbar-color: ${(p) => alpha(p.theme.colors.textMuted, 45)} transparent;
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.fonts.body};
    font-size: ${(p) => p.theme.fontSizes.sm};
    line-height: 1.5715;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${(p) => p.theme.colors.primary};
  }

  img, svg {
    vertical-align: middle;
  }

  :focus-visible {
    outline: 2px solid ${(p) => alpha(p.theme.colors.primary, 70)};
    outline-offset: 2px;
  }

  ::selection {
    background: ${(p) => alpha(p.theme.colors.primary, 25)};
  }

  ::-webkit-scrollbar {
    width: 8px;
    height: 8px;
  }
  ::-webkit-scrollbar-track {
    background: transparent;
  }
  ::-webkit-scrollbar-thumb {
    background: ${(p) => alpha(p.theme.colors.textMuted, 40)};
    border-radius: 8px;
    border: 2px solid transparent;
    background-clip: padding-box;
  }
  ::-webkit-scrollbar-thumb:hover {
    background: ${(p) => alpha(p.theme.colors.textMuted, 65)};
    background-clip: padding-box;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
