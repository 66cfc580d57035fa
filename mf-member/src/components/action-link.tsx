import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { alpha } from '@site/shared/theme';

/** A router link that looks like a small ghost button. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    background: ${(p) => alpha(p.theme.colors.primary, 10)};
  }
`;
