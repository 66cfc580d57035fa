import styled from 'styled-components';
import { alpha } from '@site/shared/theme';

/** The column every personal-area form is laid out in. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A short explanation above a form. */
export const Intro = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.7;
`;

/** A notice inside a form or page: warning (default), danger or success tone. */
export const Notice = styled.div<{ $tone?: 'warning' | 'danger' | 'success' }>`
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
  background: ${(p) => alpha(p.theme.colors[p.$tone ?? 'warning'], 12)};
  border: 1px solid ${(p) => alpha(p.theme.colors[p.$tone ?? 'warning'], 35)};
`;

/** Buttons at the end of a dialog form. */
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 4px;
`;

/** A button that reads as a text link. */
export const LinkButton = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: 0 0 0 2px ${(p) => alpha(p.theme.colors.primary, 40)};
  }
`;
