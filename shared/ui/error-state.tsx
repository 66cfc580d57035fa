import type { ReactNode } from 'react';
import { t } from '../i18n';
import { Button } from './button';
import { StateAction, StateBox, StateText, StateTitle } from './empty-state';

export interface ErrorStateProps {
  /** Default 加载失败. */
  title?: ReactNode;
  /** Default: a generic network message. */
  message?: ReactNode;
  /** Shows the 重试 button. */
  onRetry?: () => void;
  /** Disable the retry button while retrying. */
  retrying?: boolean;
  compact?: boolean;
  className?: string;
}

function ErrorIllustration() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="106" rx="58" ry="8" fill="currentColor" opacity="0.08" />
      <circle cx="80" cy="56" r="38" fill="currentColor" opacity="0.12" />
      <path
        d="M56 44a34 34 0 0 1 48 0M64 54a22 22 0 0 1 32 0M72 64a10 10 0 0 1 16 0"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
        opacity="0.4"
      />
      <circle cx="80" cy="74" r="3.5" fill="currentColor" opacity="0.5" />
      <path d="M108 26l-56 64" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.35" />
    </svg>
  );
}

/** What a section shows when loading it failed, with a retry. Announced as an alert. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
  compact = false,
  className,
}: ErrorStateProps) {
  return (
    <StateBox $compact={compact} className={className} role="alert">
      <ErrorIllustration />
      <StateTitle>{title ?? t('ui.error.title')}</StateTitle>
      <StateText>{message ?? t('ui.error.message')}</StateText>
      {onRetry && (
        <StateAction>
          <Button variant="secondary" onClick={onRetry} loading={retrying}>
            {t('ui.error.retry')}
          </Button>
        </StateAction>
      )}
    </StateBox>
  );
}
