import '../messages';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { AccountManage } from '../features/cards/account-manage';

/** /mine/alipayManage: the site pays out to bank cards and USDT only, and says so here. */
export default function AlipayManagePage() {
  return (
    <PageFrame title={t('routes.alipayManage')}>
      <AccountManage kind="alipay" />
    </PageFrame>
  );
}
