import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface BadgeProps {
  /** Shown as is up to `max`, then as `${max}+`. Hidden at 0 unless `showZero`. */
  count?: number;
  /** Default 99. */
  max?: number;
  /** A small dot instead of a number (count ignored). */
  dot?: boolean;
  showZero?: boolean;
  /** The element the badge sits on (top right); without it the badge stands inline. */
  children?: ReactNode;
  /** Default: the theme's danger colour. */
  color?: string;
  className?: string;
  /** Accessible text, e.g. "3条未读消息"; default: the shown number. */
  'aria-label'?: string;
}

/** The text of a count badge: 0-99 as is, above that 99+ (or `${max}+`). */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.floor(count)));
}

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;

const Mark = styled.sup<{ $dot: boolean; $floating: boolean; $color: string | undefined }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  margin: 0;
  font-size: 11px;
  font-weight: ${(p) => p.theme.fontWeights.medium};
  line-height: 1;
  color: #ffffff;
  background: ${(p) => p.$color ?? p.theme.colors.danger};
  box-shadow: 0 0 0 1.5px ${(p) => p.theme.colors.surface};
  white-space: nowrap;
  vertical-align: middle;
  ${(p) =>
    p.$dot
      ? css`
          width: 8px;
          height: 8px;
          border-radius: 50%;
        `
      : css`
          min-width: 18px;
          height: 18px;
          padding: 0 5px;
          border-radius: ${p.theme.radii.pill};
        `}
  ${(p) =>
    p.$floating &&
    css`
      position: absolute;
      top: 0;
      right: 0;
      transform: translate(50%, -50%);
      z-index: 1;
    `}
`;

/** A count or dot marker (unread messages, tab counts). */
export function Badge({
  count = 0,
  max = 99,
  dot = false,
  showZero = false,
  children,
  color,
  className,
  'aria-label': ariaLabel,
}: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const mark = visible ? (
    <Mark
      $dot={dot}
      $floating={children !== undefined}
      $color={color}
      className={children === undefined ? className : undefined}
      aria-label={ariaLabel}
    >
      {dot ? null : formatBadgeCount(count, max)}
    </Mark>
  ) : null;
  if (children === undefined) return mark;
  return (
    <Wrap className={className}>
      {children}
      {mark}
    </Wrap>
  );
}
