import '../messages';
import '../lib/help-centre-messages';
import { useParams } from 'react-router-dom';
import { HelpCentre } from '../features/help';

/** /app/help/:code (SPEC §2): the help centre with one article open. */
export default function HelpPage() {
  const { code = '' } = useParams();
  return <HelpCentre code={code} />;
}
