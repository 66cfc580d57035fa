import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import { Button, copyToClipboard } from '@site/shared/ui';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Shows a copy button for this text. */
  copyText?: string;
  /** Larger, emphasised value (amounts, codes). */
  strong?: boolean;
}

const List = styled.dl`
  display: grid;
  gap: 0;
  margin: 0;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(96px, 160px) 1fr auto;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 6px 16px;
  & + & {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${(p) => p.theme.colors.text};
  }
`;

const Strong = styled.span`
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.primary};
`;

/** Label / value rows of an order, each value copyable where the payer has to type it elsewhere. */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <List>
      {rows.map((row) => (
        <Row key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.strong ? <Strong>{row.value}</Strong> : row.value}</dd>
          {row.copyText !== undefined ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('deposit.wait.copyLabel', { label: row.label })}
              onClick={() => void copyToClipboard(row.copyText ?? '')}
            >
              {t('deposit.wait.copy')}
            </Button>
          ) : (
            <span />
          )}
        </Row>
      ))}
    </List>
  );
}
