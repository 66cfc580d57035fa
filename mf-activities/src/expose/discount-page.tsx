import '../messages';
import { t } from '@site/shared/i18n';
import styled from 'styled-components';
import { PageFrame } from '@site/shared/ui';
import { MyBonuses } from '../components/my-bonuses';
import { DiscountList } from '../features/discount/discount-list';

/** One column that may shrink below its content (the tab row scrolls instead of widening a phone page). */
const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

/** /activity/discount: the promotion list, and the member's bonuses with their turnover. */
export default function DiscountPage() {
  return (
    <PageFrame title={t('routes.discount')}>
      <Stack>
        <MyBonuses />
        <DiscountList />
      </Stack>
    </PageFrame>
  );
}
