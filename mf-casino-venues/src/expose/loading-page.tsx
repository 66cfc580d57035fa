import '../setup';
import { LoadingInterstitial } from '../features/game-frame/loading-interstitial';

/** /loading: the interstitial a new-window launch opens first. */
export default LoadingInterstitial;
