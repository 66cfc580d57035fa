import { css } from 'styled-components';

/**
 * The chat's round launcher at the bottom right of every page: drawn by mf-chat's widget, and
 * by the host for a guest before mf-chat has loaded (issue 31), so the two are one button to
 * the player.
 */
export const chatLauncherStyle = css`
  position: fixed;
  right: 16px;
  bottom: 88px;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 52px;
  height: 52px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  /* One line on every page: the demo game pages keep the browser's 16 px root font. */
  white-space: nowrap;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;
