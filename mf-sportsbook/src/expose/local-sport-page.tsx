import '../messages';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '@site/shared/ui';
import { SportPage } from '../app/sport-page';
import { useSyntheticBoard } from '../features/live-odds/use-synthetic-board';
import { readSportLink } from '../lib/deep-link';

/** The board's first read, started when the player points at a link to it (issue 31). */
export { prefetchSportBoard as prefetch } from '../app/sport-page-reads';

/**
 * /game/sport/:enName (the local CRTY venue; the host marks venue mode and sets the
 * edition, SPEC §2 guard 4). `?perf=baseline` turns per-frame batching and virtualisation
 * off, for the benchmark that compares the two; `?feed=synthetic&matches=1000&rate=500`
 * replaces the server's board with a local one of that size and change rate, only on a
 * server that allows it (e2e: SPORTS_SYNTHETIC_BOARD=1); elsewhere the parameter does nothing.
 * `?game=&pick=&sport=&market=` (the home widget's links) shows that match and slips that pick.
 */
export default function LocalSportPage() {
  const [params] = useSearchParams();
  const request =
    params.get('feed') === 'synthetic'
      ? {
          matches: Number(params.get('matches') ?? 1000) || 1000,
          rate: Number(params.get('rate') ?? 500) || 500,
        }
      : null;
  const { board, checking } = useSyntheticBoard(request);
  const link = useMemo(() => readSportLink(params), [params]);
  if (checking) return <Skeleton height="420px" />;
  // A new link (another widget click) mounts a fresh page: its filters and pick start from it.
  return (
    <SportPage
      key={link ? `${link.gameId}|${link.selectionId ?? ''}` : 'board'}
      baseline={params.get('perf') === 'baseline'}
      synthetic={board}
      link={link}
    />
  );
}
