import '../messages';
import { useParams } from 'react-router-dom';
import { t } from '@site/shared/i18n';
import { PageFrame } from '@site/shared/ui';
import { PromotionPage } from '../features/promotion/promotion-page';

/**
 * /activity/<kind>/:id (SPEC §2). The host passes the kind of its route; the page follows the
 * kind the server gives the promotion, so a mistyped link still shows the right mechanic.
 */
export default function ActivityPage(_props: { kind?: string }) {
  const { id } = useParams();
  return (
    <PageFrame title={t('routes.discount')}>
      <PromotionPage id={Number(id)} />
    </PageFrame>
  );
}
