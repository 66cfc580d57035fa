import type { ReactNode } from 'react';
import { ThemeProvider, type BrandThemeTokens, type Edition } from '../theme';
import { UiHosts } from './ui-hosts';

export interface StandaloneShellProps {
  /** Default classic. */
  edition?: Edition;
  brandTokens?: BrandThemeTokens;
  children?: ReactNode;
}

/**
 * What the host gives a remote, for mounting the remote on its own in development: theme,
 * global style and the UI hosts. Never used inside the host.
 */
export function StandaloneShell({ edition = 'classic', brandTokens, children }: StandaloneShellProps) {
  return (
    <ThemeProvider edition={edition} {...(brandTokens ? { brandTokens } : {})} globalStyle>
      <UiHosts />
      {children}
    </ThemeProvider>
  );
}
