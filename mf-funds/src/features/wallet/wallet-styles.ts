import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A route link that reads as a button (quick actions). */
export const ActionLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 88px;
  height: 40px;
  padding: 0 20px;
  border: 1px solid ${(p) => (p.$primary ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$primary ? p.theme.colors.primary : p.theme.colors.surface)};
  color: ${(p) => (p.$primary ? p.theme.colors.primaryText : p.theme.colors.text)};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
    color: ${(p) => (p.$primary ? p.theme.colors.primaryText : p.theme.colors.primary)};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const TextLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
