import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, Card, EmptyState } from '@site/shared/ui';
import { accountManagePath } from './account-kind';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
`;

/**
 * The contract knows two payout kinds, bank card and USDT (funds.cardKind): the site has no
 * Alipay payout, so this says so plainly and points to the two that exist.
 */
export function AlipayNotice() {
  const navigate = useNavigate();
  return (
    <Card>
      <EmptyState
        title={t('cards.alipay.title')}
        description={t('cards.alipay.text')}
        action={
          <Actions>
            <Button variant="primary" onClick={() => navigate(accountManagePath('bank'))}>
              {t('cards.alipay.toBank')}
            </Button>
            <Button variant="secondary" onClick={() => navigate(accountManagePath('usdt'))}>
              {t('cards.alipay.toUsdt')}
            </Button>
          </Actions>
        }
      />
    </Card>
  );
}
