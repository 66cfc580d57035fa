import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { alpha, shade } from '../theme';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'text' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Default: primary. */
  variant?: ButtonVariant;
  /** Default: md. */
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, blocks clicks and sets aria-busy. */
  loading?: boolean;
  /**
   * Looks dimmed but stays clickable (SPEC §5: a submit looks inactive until the fields are
   * filled, and a click then shows what is missing).
   */
  inactive?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}

const heights: Record<ButtonSize, string> = { sm: '32px', md: '40px', lg: '48px' };
const paddings: Record<ButtonSize, string> = { sm: '0 14px', md: '0 20px', lg: '0 28px' };
const fontSizes = (t: DefaultTheme): Record<ButtonSize, string> => ({
  sm: t.fontSizes.sm,
  md: t.fontSizes.sm,
  lg: t.fontSizes.md,
});

function variantCss(variant: ButtonVariant, t: DefaultTheme) {
  const c = t.colors;
  switch (variant) {
    case 'primary':
    case 'danger': {
      const base = variant === 'primary' ? c.primary : c.danger;
      const text = variant === 'primary' ? c.primaryText : '#ffffff';
      return css`
        background: ${base};
        color: ${text};
        border-color: ${base};
        box-shadow: 0 2px 6px ${alpha(base, 28)};
        &:hover:not(:disabled) {
          background: ${shade(base, -10)};
          border-color: ${shade(base, -10)};
        }
        &:active:not(:disabled) {
          background: ${shade(base, 10)};
        }
      `;
    }
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.border};
        &:hover:not(:disabled) {
          color: ${c.primary};
          border-color: ${c.primary};
        }
        &:active:not(:disabled) {
          background: ${c.surfaceAlt};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${alpha(c.primary, 10)};
        }
        &:active:not(:disabled) {
          background: ${alpha(c.primary, 18)};
        }
      `;
    case 'text':
      return css`
        background: transparent;
        color: inherit;
        border-color: transparent;
        &:hover:not(:disabled) {
          color: ${c.primary};
          background: ${alpha(c.primary, 8)};
        }
      `;
  }
}

/** The look of a button of the kit, for the button itself and for `ButtonLink`. */
export interface ButtonLook {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block?: boolean;
  $dim?: boolean;
}

export const buttonCss = css<ButtonLook>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${(p) => heights[p.$size]};
  padding: ${(p) => paddings[p.$size]};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  font-size: ${(p) => fontSizes(p.theme)[p.$size]};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background ${(p) => p.theme.transitions.fast},
    border-color ${(p) => p.theme.transitions.fast},
    color ${(p) => p.theme.transitions.fast},
    opacity ${(p) => p.theme.transitions.fast},
    box-shadow ${(p) => p.theme.transitions.fast};
  ${(p) => variantCss(p.$variant, p.theme)}

  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => alpha(p.theme.colors.primary, 35)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
    box-shadow: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.8;
  }
  ${(p) =>
    p.$dim &&
    css`
      opacity: 0.5;
      box-shadow: none;
    `}
`;

const StyledButton = styled.button<ButtonLook>`
  ${buttonCss}
`;

/** The button of the kit. `type` defaults to "button" so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  inactive = false,
  icon,
  children,
  type = 'button',
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-inactive={inactive || undefined}
      $variant={variant}
      $size={size}
      $block={block}
      $dim={inactive && !disabled}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </StyledButton>
  );
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Required: an icon has no text, so this is its accessible name. */
  'aria-label': string;
  children: ReactNode;
  /** Default: md (32 px). */
  size?: 'sm' | 'md' | 'lg';
}

const iconSizes = { sm: '24px', md: '32px', lg: '40px' } as const;

const StyledIconButton = styled.button<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${(p) => iconSizes[p.$size]};
  height: ${(p) => iconSizes[p.$size]};
  padding: 0;
  border: none;
  border-radius: ${(p) => p.theme.radii.md};
  background: transparent;
  color: ${(p) => p.theme.colors.textSecondary};
  cursor: pointer;
  transition:
    background ${(p) => p.theme.transitions.fast},
    color ${(p) => p.theme.transitions.fast};
  &:hover:not(:disabled) {
    background: ${(p) => alpha(p.theme.colors.text, 8)};
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => alpha(p.theme.colors.primary, 35)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  svg {
    width: 60%;
    height: 60%;
  }
`;

/** A square, label-less button (close, clear, toggles). */
export function IconButton({ size = 'md', type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} $size={size}>
      {children}
    </StyledIconButton>
  );
}
