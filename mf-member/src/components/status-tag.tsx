import styled from 'styled-components';
import { alpha } from '@site/shared/theme';
import { CheckIcon, WarningIcon } from '@site/shared/ui';

const Tag = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSizes.xs};
  line-height: 1.6;
  white-space: nowrap;
  color: ${(p) => (p.$done ? p.theme.colors.success : p.theme.colors.warning)};
  background: ${(p) => alpha(p.$done ? p.theme.colors.success : p.theme.colors.warning, 12)};
  svg {
    width: 12px;
    height: 12px;
  }
`;

/** A verified / unverified pill (icon plus text, so it does not rely on colour alone). */
export function StatusTag({ done, children }: { done: boolean; children: string }) {
  return (
    <Tag $done={done} data-done={done}>
      {done ? <CheckIcon /> : <WarningIcon />}
      {children}
    </Tag>
  );
}
