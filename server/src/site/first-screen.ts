import type { Queryable } from '../db/db';
import type { FirstScreen } from '../static/index-page';
import { listAds } from './site-repository';

/** How often the first screen's data is read again (an operator's banner change shows within a minute). */
export const FIRST_SCREEN_REFRESH_MS = 60_000;

/**
 * The public data index.html paints before any script (issue 16), kept in memory: `read` at
 * start and then by the app's job every FIRST_SCREEN_REFRESH_MS, never on the page request
 * itself. A failed read keeps the last.
 */
export function firstScreenData(
  q: Queryable,
  log: (err: unknown) => void,
): { read: () => Promise<void>; current: () => FirstScreen } {
  let data: FirstScreen = { bannerTitle: null };
  const read = () =>
    listAds(q, 'banner').then(
      (ads) => {
        data = { bannerTitle: ads[0]?.title ?? null, bannerImage: ads[0]?.imageUrl ?? null };
      },
      (err: unknown) => log(err),
    );
  return { read, current: () => data };
}
