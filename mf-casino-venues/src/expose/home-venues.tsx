import '../setup';
import { HomeVenues } from '../features/home/home-venues';

export default HomeVenues;
