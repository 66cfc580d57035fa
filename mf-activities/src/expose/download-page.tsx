import '../messages';
import '../lib/help-centre-messages';
import { DownloadCentre } from '../features/download';

/** /download (SPEC §2, route appdownload): where to get the app. */
export default function DownloadPage() {
  return <DownloadCentre />;
}
