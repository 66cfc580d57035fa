import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

export interface SkeletonProps {
  /** CSS length; default 100%. */
  width?: string;
  /** CSS length; default 1em. */
  height?: string;
  circle?: boolean;
  className?: string;
}

const Block = styled.span<{ $width: string; $height: string; $circle: boolean }>`
  display: block;
  width: ${(p) => (p.$circle ? p.$height : p.$width)};
  height: ${(p) => p.$height};
  border-radius: ${(p) => (p.$circle ? '50%' : p.theme.radii.sm)};
  background: linear-gradient(
    90deg,
    ${(p) => p.theme.colors.surfaceAlt} 25%,
    ${(p) => p.theme.colors.border} 50%,
    ${(p) => p.theme.colors.surfaceAlt} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** A shimmering placeholder block; decorative (mark the loading region aria-busy instead). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return <Block aria-hidden="true" $width={width} $height={height} $circle={circle} className={className} />;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

/** Paragraph placeholder: `lines` bars, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <Lines aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} height="0.875rem" />
      ))}
    </Lines>
  );
}
