import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 20px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

export function PageHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Head>
      <Title>{title}</Title>
      {extra}
    </Head>
  );
}

/** A row of filters above a list; wraps on a tablet. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  > * {
    min-width: 160px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';

/** A small coloured label: a status or a risk signal. */
export const Tag = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 8px;
  border-radius: ${(p) => p.theme.radii.sm};
  font-size: 12px;
  white-space: nowrap;
  color: ${(p) => (p.$tone && p.$tone !== 'neutral' ? p.theme.colors[p.$tone] : p.theme.colors.textSecondary)};
  background: color-mix(
    in srgb,
    ${(p) => (p.$tone && p.$tone !== 'neutral' ? p.theme.colors[p.$tone] : p.theme.colors.textMuted)} 12%,
    transparent
  );
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  min-width: 240px;
  max-width: 360px;
  white-space: normal;
`;
