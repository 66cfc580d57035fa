import '../messages';
import { useSearchParams } from 'react-router-dom';
import { SportPage } from '../app/sport-page';

/**
 * /game/sport/:enName (the local CRTY venue; the host marks venue mode and sets the
 * edition, SPEC §2 guard 4). `?perf=baseline` turns per-frame batching and virtualisation
 * off, for the benchmark that compares the two; `?feed=synthetic&matches=1000&rate=500`
 * replaces the server's board with a local one of that size and change rate.
 */
export default function LocalSportPage() {
  const [params] = useSearchParams();
  const synthetic =
    params.get('feed') === 'synthetic'
      ? {
          matches: Number(params.get('matches') ?? 1000) || 1000,
          rate: Number(params.get('rate') ?? 500) || 500,
        }
      : null;
  return <SportPage baseline={params.get('perf') === 'baseline'} synthetic={synthetic} />;
}
