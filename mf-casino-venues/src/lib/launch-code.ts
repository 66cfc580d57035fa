/**
 * The one-time launch code a demo game link carries (`?code=`). The code is traded by
 * the game page for its own token; still, it never goes in the address bar: the page
 * /game/:info shows the link without it and the frame gets the full link from the
 * launch hand-off (sessionStorage of this tab).
 */
const PARAM = 'code';

/** The link without its launch code (unchanged when it has none or is no URL). */
export function withoutLaunchCode(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.searchParams.has(PARAM)) return url;
    parsed.searchParams.delete(PARAM);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The launch code of a game link, for the game bar's venue resource call. */
export function launchCodeOf(url: string): string | null {
  try {
    return new URL(url).searchParams.get(PARAM);
  } catch {
    return null;
  }
}
