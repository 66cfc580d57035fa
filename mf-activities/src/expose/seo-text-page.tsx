import '../messages';
import '../lib/help-centre-messages';
import { SeoText } from '../features/legal';

/** The SEO text page of SPEC §2 (/app/seo). */
export default function SeoTextPage() {
  return <SeoText />;
}
