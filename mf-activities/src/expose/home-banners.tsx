import '../home-messages';
import { HomeBanners } from '../features/home/home-banners';

export default HomeBanners;
