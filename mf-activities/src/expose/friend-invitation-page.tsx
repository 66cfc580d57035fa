import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { FriendInvitation } from '../features/invite/friend-invitation';

/** /activity/friendInvitation: invite link, QR code and invitees. */
export default function FriendInvitationPage() {
  return (
    <PageFrame title={t('routes.friendInvitation')}>
      <FriendInvitation />
    </PageFrame>
  );
}
