import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { MessageCentre } from '../features/messages/message-centre';

/** /mine/message (issue 12). */
export default function MessagePage() {
  return (
    <PageFrame title={t('routes.message')}>
      <MessageCentre />
    </PageFrame>
  );
}
