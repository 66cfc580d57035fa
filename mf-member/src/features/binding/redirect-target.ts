import { routePaths } from '@site/shared/routes';

/** The query parameter naming the page to return to once binding is done. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Where to go when phone and real name are both bound: the `redirect` of the URL when it
 * is a path of this site (never another origin: `//host` and `/\host` are refused, and
 * never the auth page itself), else the user-info page.
 */
export function redirectTarget(search: string): string {
  const wanted = new URLSearchParams(search).get(REDIRECT_PARAM) ?? '';
  const safe = wanted.startsWith('/') && !wanted.startsWith('//') && !wanted.startsWith('/\\');
  if (!safe || wanted.split(/[?#]/)[0] === routePaths.auth) return routePaths.userinfo;
  return wanted;
}
