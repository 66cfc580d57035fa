import '../messages';
import { HomeVenues } from '../features/home/home-venues';

export default HomeVenues;
