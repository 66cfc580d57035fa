import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  title?: ReactNode;
  /** Right side of the header (link, filter). */
  extra?: ReactNode;
  /** Body padding off. */
  flush?: boolean;
  /** Lift on hover, for clickable cards. */
  hoverable?: boolean;
}

const Root = styled.section<{ $hoverable: boolean }>`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.sm};
  transition:
    box-shadow ${(p) => p.theme.transitions.normal},
    transform ${(p) => p.theme.transitions.normal};
  ${(p) =>
    p.$hoverable &&
    `
    cursor: pointer;
    &:hover {
      box-shadow: ${p.theme.shadows.md};
      transform: translateY(-2px);
    }
  `}
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 52px;
  padding: 0 20px;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.md};
  font-weight: ${(p) => p.theme.fontWeights.bold};
`;

const Body = styled.div<{ $flush: boolean }>`
  padding: ${(p) => (p.$flush ? '0' : '20px')};
`;

/** A surface with an optional titled header. */
export function Card({ title, extra, flush = false, hoverable = false, children, ...rest }: CardProps) {
  return (
    <Root {...rest} $hoverable={hoverable}>
      {(title !== undefined || extra !== undefined) && (
        <Header>
          {title !== undefined ? <Title>{title}</Title> : <span />}
          {extra}
        </Header>
      )}
      <Body $flush={flush}>{children}</Body>
    </Root>
  );
}
