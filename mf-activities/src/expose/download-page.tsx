import '../messages';
import { EmptyState, PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';

/** DownloadPage: built by a later issue; the route already resolves through this remote. */
export default function DownloadPage() {
  return (
    <PageFrame title={t('routes.appdownload')}>
      <EmptyState title={t('common.comingSoon')} description={t('common.comingSoonText')} />
    </PageFrame>
  );
}
