import '../messages';
import { HotMatches as Widget } from '../features/hot-matches/hot-matches';

/** HotMatches: the home page's hot matches section (clicking goes to /game/sport/crty). */
export default function HotMatches() {
  return <Widget />;
}
