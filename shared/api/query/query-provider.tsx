import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { siteQueryClient } from './query-client';

/**
 * Puts the site's one query client in React context (the host wraps its root in it). The
 * package's own hooks do not need it: they pass the client explicitly.
 */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={siteQueryClient}>{children}</QueryClientProvider>;
}
