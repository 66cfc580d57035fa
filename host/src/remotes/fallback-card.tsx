import styled from 'styled-components';
import { t } from '@site/shared/i18n';
import type { RemoteName } from '@site/shared/contract';
import { Button } from '@site/shared/ui';

const Card = styled.section<{ $page: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: ${(p) => (p.$page ? '360px' : '160px')};
  padding: 24px;
  border: 1px dashed ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.textSecondary};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
  color: ${(p) => p.theme.colors.text};
`;

/** What a player sees where a remote could not be loaded: the rest of the page works. */
export function FallbackCard({
  remote,
  variant,
  onRetry,
}: {
  remote: RemoteName;
  variant: 'page' | 'section';
  onRetry: () => void;
}) {
  return (
    <Card $page={variant === 'page'} role="alert" data-remote-fallback={remote}>
      <Title>{t('host.remoteFailedTitle')}</Title>
      <p>{t('host.remoteFailedText')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}
