import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  border: 1px solid ${(p) => p.theme.colors.danger};
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * A form's own error (the server's refusal, a lost connection), kept beside the form while
 * the inputs stay as they were, and announced (role alert). Nothing when there is none: a
 * form passes `formState.errors.root?.message` as is.
 */
export function FormError({ children }: { children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return <Box role="alert">{children}</Box>;
}
