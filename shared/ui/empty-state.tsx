import type { ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';

export interface EmptyStateProps {
  /** Default 暂无数据. */
  title?: ReactNode;
  description?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** Replace the default illustration. */
  illustration?: ReactNode;
  /** Less padding, smaller picture (inside cards and tables). */
  compact?: boolean;
  className?: string;
}

export const StateBox = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: ${(p) => (p.$compact ? '24px 16px' : '56px 24px')};
  text-align: center;
  color: ${(p) => p.theme.colors.textSecondary};
  > svg {
    width: ${(p) => (p.$compact ? '96px' : '140px')};
    height: auto;
    margin-bottom: 8px;
  }
`;

export const StateTitle = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  color: ${(p) => p.theme.colors.text};
`;

export const StateText = styled.p`
  margin: 0;
  max-width: 420px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
  color: ${(p) => p.theme.colors.textMuted};
`;

export const StateAction = styled.div`
  margin-top: 12px;
`;

/** An empty box with papers: neutral, tinted by the theme. */
function EmptyIllustration() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="106" rx="58" ry="8" fill="currentColor" opacity="0.08" />
      <rect
        x="46"
        y="22"
        width="52"
        height="64"
        rx="6"
        fill="currentColor"
        opacity="0.1"
        transform="rotate(-8 72 54)"
      />
      <rect x="60" y="16" width="52" height="64" rx="6" fill="currentColor" opacity="0.16" />
      <path
        d="M70 32h32M70 42h24M70 52h28"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.3"
      />
      <path d="M30 66l16-14h68l16 14v30a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z" fill="currentColor" opacity="0.14" />
      <path
        d="M30 66h34a16 8 0 0 0 32 0h34v30a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6z"
        fill="currentColor"
        opacity="0.22"
      />
    </svg>
  );
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  compact = false,
  className,
}: EmptyStateProps) {
  return (
    <StateBox $compact={compact} className={className}>
      {illustration ?? <EmptyIllustration />}
      <StateTitle>{title ?? t('ui.empty')}</StateTitle>
      {description !== undefined && <StateText>{description}</StateText>}
      {action !== undefined && <StateAction>{action}</StateAction>}
    </StateBox>
  );
}
