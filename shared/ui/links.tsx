import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { buttonCss, type ButtonLook, type ButtonSize, type ButtonVariant } from './button';

export interface ButtonLinkProps extends ComponentPropsWithRef<typeof Link> {
  /** Default: primary. */
  variant?: ButtonVariant;
  /** Default: md. */
  size?: ButtonSize;
  block?: boolean;
}

const StyledLink = styled(Link)<ButtonLook>`
  ${buttonCss}
  text-decoration: none;
`;

/**
 * A route link that looks like a button of the kit (the call to action of a prompt, an empty
 * state or a quick action): a link, so it opens in a new tab and reads as navigation.
 */
export function ButtonLink({ variant = 'primary', size = 'md', block = false, ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $block={block} />;
}

/** A route link in running text or a card's header ("全部记录", "管理"). */
export const TextLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
