import styled, { keyframes } from 'styled-components';
import { t } from '@site/shared/i18n';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const Block = styled.div<{ $page: boolean }>`
  min-height: ${(p) => (p.$page ? '360px' : '160px')};
  border-radius: ${(p) => p.theme.radii.md};
  background: linear-gradient(
    90deg,
    ${(p) => p.theme.colors.surface} 0%,
    ${(p) => p.theme.colors.surfaceAlt} 50%,
    ${(p) => p.theme.colors.surface} 100%
  );
  background-size: 800px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

export function SlotSkeleton({ variant }: { variant: 'page' | 'section' }) {
  return <Block $page={variant === 'page'} role="progressbar" aria-label={t('common.loading')} />;
}
