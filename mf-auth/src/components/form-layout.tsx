import styled from 'styled-components';
import { alpha } from '@site/shared/theme';

/** The column every auth form is laid out in. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A row of small links or a checkbox and a link, spread to both ends. */
export const SpreadRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 24px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textSecondary};
`;

/** Centered helper line under a submit button. */
export const FootRow = styled(SpreadRow)`
  justify-content: center;
  gap: 4px;
`;

/** A button that reads as a text link (navigation inside the modal, documents). */
export const LinkButton = styled.button.attrs({ type: 'button' })<{ $muted?: boolean }>`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${(p) => (p.$muted ? p.theme.colors.textSecondary : p.theme.colors.primary)};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colors.primary};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    border-radius: 2px;
    box-shadow: 0 0 0 2px ${(p) => alpha(p.theme.colors.primary, 40)};
  }
`;

/** A notice at the top of a form (server message of the new-device dialog, send failures). */
export const Notice = styled.div<{ $tone?: 'warning' | 'danger' }>`
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.6;
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
  background: ${(p) => alpha(p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.warning, 12)};
  border: 1px solid ${(p) => alpha(p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.warning, 35)};
`;
