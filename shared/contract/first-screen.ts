import type { RequestOf } from './endpoint';
import type * as games from './games';
import type * as site from './site';
import type * as sports from './sports';

/**
 * The first reads of the home page's sections (issue 31), in one place: each section asks
 * with exactly this payload, and the server answers the same reads ahead of time and sends
 * them inside index.html (server/src/site/first-screen.ts), so a section mounts with its
 * data and makes no call of its own while the answer is fresh. `staleTime` is how long an
 * answer may show without asking again: the server's answer carries its real age, so hot
 * matches' odds read longer ago than theirs are fetched again at once while they show.
 */
export const HOME_READS = {
  banners: {
    payload: { position: 'banner' } satisfies RequestOf<typeof site.navigationList>,
    staleTime: 30_000,
  },
  notices: {
    payload: { pageNum: 1, pageSize: 10 } satisfies RequestOf<typeof site.queryNoticeListByPage>,
    staleTime: 30_000,
  },
  hotMatches: {
    payload: { limit: 6 } satisfies RequestOf<typeof sports.hotMatches>,
    staleTime: 10_000,
  },
  hotGames: {
    payload: { pageNum: 1, pageSize: 12, category: 'DZ', tag: 'hot' } satisfies RequestOf<
      typeof games.gameList
    >,
    staleTime: 30_000,
  },
} as const;

/** The id of the JSON block in index.html that carries the server's answers to these reads. */
export const FIRST_SCREEN_READS_ID = 'site-first-reads';

/** One read the server answered for the page: `data` is the envelope's raw `data`. */
export interface FirstScreenRead {
  path: string;
  payload: unknown;
  data: unknown;
  /** The server's clock when it read this answer (ms since the epoch). */
  readAt: number;
}

/** The block's content: `<script type="application/json" id="site-first-reads">`. */
export interface FirstScreenReads {
  reads: FirstScreenRead[];
}
