import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { openPayPage } from './open-pay-page';

export const Notice = styled.p<{ $warn?: boolean }>`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
  color: ${(p) => (p.$warn ? p.theme.colors.warning : p.theme.colors.textSecondary)};
  background: ${(p) => p.theme.colors.surfaceAlt};
`;

/**
 * The reference server simulates the money arriving on an account order through its
 * gateway page (it says so there); the link is labelled as a test tool.
 */
export function SimulateArrival({ payUrl }: { payUrl: string | undefined }) {
  if (!payUrl) return null;
  return (
    <div>
      <Button variant="text" size="sm" onClick={() => openPayPage(payUrl)}>
        {t('deposit.wait.simulate')}
      </Button>
    </div>
  );
}
