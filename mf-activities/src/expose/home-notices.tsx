import '../home-messages';
import { HomeNotices } from '../features/home/home-notices';

export default HomeNotices;
