import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { funds } from '@site/shared/contract';
import { formatMoney, yuanTextToFen } from '@site/shared/format';
import { t } from '@site/shared/i18n';
import { ErrorIcon, InfoIcon, SuccessIcon } from '@site/shared/ui';

type Final = Exclude<funds.DepositOrder['status'], 'pending'>;

const Box = styled.div<{ $tone: 'success' | 'danger' | 'muted' }>`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 32px 16px 8px;
  text-align: center;
  > svg {
    width: 56px;
    height: 56px;
    color: ${(p) =>
      p.$tone === 'success'
        ? p.theme.colors.success
        : p.$tone === 'danger'
          ? p.theme.colors.danger
          : p.theme.colors.textMuted};
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSizes.xl};
    color: ${(p) => p.theme.colors.text};
  }
  p {
    margin: 0;
    max-width: 460px;
    color: ${(p) => p.theme.colors.textSecondary};
    line-height: 1.6;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 12px;
`;

/** The end of a deposit: paid, failed or closed, with where to go next. */
export function WaitResult({
  order,
  actions,
}: {
  order: funds.DepositOrder & { status: Final };
  actions: ReactNode;
}) {
  const amount = formatMoney(yuanTextToFen(order.amount));
  const view = {
    paid: {
      tone: 'success',
      icon: <SuccessIcon />,
      title: t('deposit.wait.paidTitle'),
      text: t('deposit.wait.paidText', { amount }),
    },
    failed: {
      tone: 'danger',
      icon: <ErrorIcon />,
      title: t('deposit.wait.failedTitle'),
      text: t('deposit.wait.failedText'),
    },
    closed: {
      tone: 'muted',
      icon: <InfoIcon />,
      title: t('deposit.wait.closedTitle'),
      text: t('deposit.wait.closedText'),
    },
  } as const;
  const { tone, icon, title, text } = view[order.status];
  return (
    <Box $tone={tone} role="status">
      {icon}
      <h2>{title}</h2>
      <p>{text}</p>
      <Actions>{actions}</Actions>
    </Box>
  );
}
