import styled from 'styled-components';
import type { promotions } from '@site/shared/contract';
import { t } from '@site/shared/i18n';

const Pill = styled.span<{ $status: promotions.PromotionStatus }>`
  flex: none;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: normal;
  color: ${(p) => (p.$status === 'ongoing' ? p.theme.colors.success : p.$status === 'upcoming' ? p.theme.colors.warning : p.theme.colors.textMuted)};
  border: 1px solid currentColor;
`;

/** 进行中 / 即将开始 / 已结束. */
export function StatusBadge({ status }: { status: promotions.PromotionStatus }) {
  return <Pill $status={status}>{t(`promotions.status.${status}`)}</Pill>;
}
