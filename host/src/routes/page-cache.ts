import type { Location } from 'react-router-dom';
import type { RouteMatch } from './match-route';

/** One visited page of the tab bar. */
export interface PageEntry {
  /** pathname + search: two visits of the same URL are one tab. */
  key: string;
  location: Location;
  match: RouteMatch;
}

export const PAGE_CACHE_LIMIT = 10;

export function pageKey(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/**
 * Least-recently-used list of kept-alive pages: a visit moves the page to the end,
 * the oldest falls out beyond the limit. Pages whose route says `keepAlive: false` are
 * never kept (SPEC §2: one page is excluded from the tab cache).
 */
export function visit(
  entries: readonly PageEntry[],
  entry: PageEntry,
  limit = PAGE_CACHE_LIMIT,
): PageEntry[] {
  if (!entry.match.route.keepAlive) return [...entries];
  const rest = entries.filter((e) => e.key !== entry.key);
  const next = [...rest, entry];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

export function close(entries: readonly PageEntry[], key: string): PageEntry[] {
  return entries.filter((e) => e.key !== key);
}
