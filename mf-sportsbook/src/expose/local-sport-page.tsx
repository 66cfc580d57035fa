import '../messages';
import { useSearchParams } from 'react-router-dom';
import { Skeleton } from '@site/shared/ui';
import { SportPage } from '../app/sport-page';
import { useSyntheticBoard } from '../features/live-odds/use-synthetic-board';

/**
 * /game/sport/:enName (the local CRTY venue; the host marks venue mode and sets the
 * edition, SPEC §2 guard 4). `?perf=baseline` turns per-frame batching and virtualisation
 * off, for the benchmark that compares the two; `?feed=synthetic&matches=1000&rate=500`
 * replaces the server's board with a local one of that size and change rate, only on a
 * server that allows it (e2e: SPORTS_SYNTHETIC_BOARD=1); elsewhere the parameter does nothing.
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
  if (checking) return <Skeleton height="420px" />;
  return <SportPage baseline={params.get('perf') === 'baseline'} synthetic={board} />;
}
