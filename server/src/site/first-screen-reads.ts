import type { FastifyInstance } from 'fastify';
import {
  CLIENT_TYPE_WEB,
  ErrorCode,
  HOME_READS,
  Header,
  games,
  site,
  sports,
  type Endpoint,
  type FirstScreenRead,
} from '@site/shared/contract';
import type { Locale } from '@site/shared/i18n';

/** The home sections' first reads (HOME_READS: the same payloads the sections send). */
const HOME_ENDPOINTS: readonly (readonly [Endpoint, { payload: unknown }])[] = [
  [site.navigationList, HOME_READS.banners],
  [site.queryNoticeListByPage, HOME_READS.notices],
  [sports.hotMatches, HOME_READS.hotMatches],
  [games.gameList, HOME_READS.hotGames],
];

const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW'];

/**
 * How old the answers index.html carries may get before a page request has them read again
 * (in the background, up to WAIT_OLDER_THAN_MS: that request does not wait). Short, for hot
 * matches' odds.
 */
export const READS_REFRESH_MS = 5_000;

/** A brand and locale whose home was asked for within this time is kept fresh by a timer. */
export const KEEP_WARM_MS = 60_000;

/**
 * Answers older than this are not sent as they are: the page waits for them to be read again
 * (in-process, tens of milliseconds), up to WAIT_LIMIT_MS. It is the shortest section
 * staleTime less the time a page takes to reach the browser and run, so the sections never
 * mount with an answer they would fetch again at once. While a site is visited the timer
 * keeps the answers younger than READS_REFRESH_MS and no page waits; the first visitor after
 * a quiet minute (or the first page after a start) is the one that does.
 */
export const WAIT_OLDER_THAN_MS =
  Math.min(...Object.values(HOME_READS).map((read) => read.staleTime)) - 3_000;

/** The longest a page waits for fresh answers before it goes with the ones it has (or none). */
export const WAIT_LIMIT_MS = 300;

/** Reads one public API answer as a guest of `siteId` in `locale`; rejects on any failure. */
export type ReadApi = (path: string, payload: unknown, siteId: string, locale: Locale) => Promise<unknown>;

/**
 * The API answered in-process (Fastify's inject): the same route, guards, brand filtering and
 * localisation as a browser's call, so the inlined answer is exactly what the section would get.
 */
export function injectReader(app: FastifyInstance): ReadApi {
  return async (path, payload, siteId, locale) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [Header.siteId]: siteId,
        [Header.timestamp]: String(Date.now()),
        [Header.language]: locale,
        [Header.clientType]: CLIENT_TYPE_WEB,
      },
      payload: JSON.stringify(payload ?? {}),
    });
    const body = res.json<{ status_code?: number; data?: unknown }>();
    if (res.statusCode !== 200 || body.status_code !== ErrorCode.SUCCESS)
      throw new Error(
        `first-screen read ${path}: HTTP ${res.statusCode}, status ${String(body.status_code)}`,
      );
    return body.data;
  };
}

interface Entry {
  siteId: string;
  locale: Locale;
  reads: FirstScreenRead[];
  at: number;
  askedAt: number;
  pending: Promise<void> | null;
}

/**
 * The home sections' answers per brand (site id) and locale, kept in memory for index.html
 * (issue 31). `current` gives what is held and, when that is older than READS_REFRESH_MS,
 * starts a read in the background; answers too old to show (WAIT_OLDER_THAN_MS) are waited
 * for, briefly; `keepWarm` also reads again every
 * READS_REFRESH_MS the answers of a brand and locale asked for in the last KEEP_WARM_MS, so
 * a page gets fresh ones while a site is visited and an idle server reads nothing. A failed
 * read keeps the last answer of that call with its old read time, so its age still shows.
 */
export function firstScreenReads(
  readApi: ReadApi,
  siteIds: () => readonly string[],
  log: (err: unknown) => void,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry>();
  const refresh = (entry: Entry): Promise<void> => {
    const { siteId, locale } = entry;
    entry.pending = Promise.all(
      HOME_ENDPOINTS.map(async ([endpoint, { payload }]) => {
        const readAt = now();
        try {
          return {
            path: endpoint.path,
            payload,
            data: await readApi(endpoint.path, payload, siteId, locale),
            readAt,
          };
        } catch (err) {
          log(err);
          return entry.reads.find((r) => r.path === endpoint.path) ?? null;
        }
      }),
    ).then((reads) => {
      entry.reads = reads.filter((r): r is FirstScreenRead => r !== null);
      entry.at = now();
      entry.pending = null;
    });
    return entry.pending;
  };
  const entryOf = (siteId: string, locale: Locale): Entry => {
    const key = `${siteId}|${locale}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { siteId, locale, reads: [], at: -Infinity, askedAt: -Infinity, pending: null };
      entries.set(key, entry);
    }
    return entry;
  };
  return {
    /** Reads every brand's answers in both locales now (at start, and in tests). */
    refreshAll(): Promise<void> {
      return Promise.all(
        siteIds().flatMap((id) => LOCALES.map((locale) => refresh(entryOf(id, locale)))),
      ).then(() => undefined);
    },
    /**
     * The answers for a page: at once when younger than WAIT_OLDER_THAN_MS (read again in the
     * background when older than READS_REFRESH_MS); otherwise after they are read again, or
     * after WAIT_LIMIT_MS with what is held.
     */
    async current(siteId: string, locale: Locale): Promise<readonly FirstScreenRead[]> {
      const entry = entryOf(siteId, locale);
      entry.askedAt = now();
      const age = now() - entry.at;
      if (age < READS_REFRESH_MS) return entry.reads;
      const reading = entry.pending ?? refresh(entry);
      if (age < WAIT_OLDER_THAN_MS) return entry.reads;
      let timeout: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        reading,
        new Promise<void>((done) => {
          timeout = setTimeout(done, WAIT_LIMIT_MS);
        }),
      ]);
      clearTimeout(timeout);
      return entry.reads;
    },
    /**
     * Reads again the answers of every brand and locale asked for in the last KEEP_WARM_MS:
     * the app's job runs it every READS_REFRESH_MS, so a visited site's pages carry answers
     * younger than that and an idle server reads nothing.
     */
    keepWarm(): Promise<void> {
      const reads: Promise<void>[] = [];
      for (const entry of entries.values())
        if (now() - entry.askedAt < KEEP_WARM_MS) reads.push(entry.pending ?? refresh(entry));
      return Promise.all(reads).then(() => undefined);
    },
  };
}

export type FirstScreenReadsSource = Pick<ReturnType<typeof firstScreenReads>, 'current'>;
