import '../messages';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { AuthCenter } from '../features/binding/auth-center';

/** /mine/auth: phone and real-name binding (SPEC §2 guard 2 sends members here). */
export default function AuthPage() {
  return (
    <PageFrame title={t('routes.auth')}>
      <AuthCenter />
    </PageFrame>
  );
}
