import { mountStandalone } from '@site/shared/standalone';
import LocalSportPage from './expose/local-sport-page';
import HotMatches from './expose/hot-matches';

/** Standalone mount for development (`pnpm --filter @site/mf-sportsbook dev`); see @site/shared/standalone. */
void mountStandalone({ remote: 'mf_sportsbook', modules: { LocalSportPage, HotMatches } });
