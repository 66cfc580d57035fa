import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A route link that reads as a button (the call to action of a prompt or an empty state);
 * `$large` matches the height of a default button beside it.
 */
export const ActionLink = styled(Link)<{ $large?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${(p) => (p.$large ? '40px' : '32px')};
  padding: ${(p) => (p.$large ? '0 20px' : '0 14px')};
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    opacity: 0.9;
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

/** A prompt that blocks the withdrawal until the member does something elsewhere. */
export const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** Label / value rows (summary, quote, confirmation, order). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.sm};
  dt {
    color: ${(p) => p.theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeights.medium};
    word-break: break-all;
  }
`;
