import '../messages';
import { useParams } from 'react-router-dom';
import { PageFrame } from '@site/shared/ui';
import { t } from '@site/shared/i18n';
import { parseAccountKind } from '../features/cards/account-kind';
import { AccountManage } from '../features/cards/account-manage';

/**
 * /mine/accountManage/:id: `:id` names the account kind, `bank`, `usdt` or `alipay`
 * (e.g. /mine/accountManage/bank); see parseAccountKind.
 */
export default function AccountManagePage() {
  const kind = parseAccountKind(useParams().id);
  const title =
    kind === 'bank'
      ? t('cards.manage.titleBank')
      : kind === 'usdt'
        ? t('cards.manage.titleUsdt')
        : kind === 'alipay'
          ? t('routes.alipayManage')
          : t('routes.accountManage');
  return (
    <PageFrame title={title}>
      <AccountManage kind={kind} />
    </PageFrame>
  );
}
