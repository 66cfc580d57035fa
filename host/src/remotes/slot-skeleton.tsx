import styled, { keyframes } from 'styled-components';
import { t } from '@site/shared/i18n';

const shimmer = keyframes`
  from { background-position: -400px 0; }
  to { background-position: 400px 0; }
`;

const HEIGHTS = { page: '360px', section: '160px', fill: '0' } as const;

const Block = styled.div<{ $variant: keyof typeof HEIGHTS }>`
  min-height: ${(p) => HEIGHTS[p.$variant]};
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

/** `fill`: the parent reserves the room (home sections), the skeleton takes what it is given. */
export function SlotSkeleton({ variant }: { variant: keyof typeof HEIGHTS }) {
  return <Block $variant={variant} role="progressbar" aria-label={t('common.loading')} />;
}
