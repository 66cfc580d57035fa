/**
 * The game url of /game/:info. The router may hand the segment over still encoded (the
 * browser keeps %2F in a path), so decode once when it is not a full link yet. Only
 * http(s) links are games: anything else (javascript:, data:) is refused.
 */
export function gameUrlOf(info: string | undefined): string | null {
  if (!info) return null;
  let url = info.trim();
  if (!/^https?:\/\//i.test(url)) {
    try {
      url = decodeURIComponent(url);
    } catch {
      return null;
    }
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
