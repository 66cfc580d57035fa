import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PageFrameProps {
  /** The page heading (h1). */
  title?: ReactNode;
  /** Right of the heading (actions, filters). */
  extra?: ReactNode;
  children?: ReactNode;
  /** Use the full width instead of the 1400 px content column. */
  fullWidth?: boolean;
  className?: string;
}

const Frame = styled.div<{ $full: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.$full ? 'none' : '1400px')};
  margin: 0 auto;
  padding: 24px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 20px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.xl};
  font-weight: ${(p) => p.theme.fontWeights.bold};
  color: ${(p) => p.theme.colors.text};
  &::before {
    content: '';
    display: inline-block;
    width: 4px;
    height: 1em;
    margin-right: 10px;
    border-radius: 2px;
    vertical-align: -0.12em;
    background: ${(p) => p.theme.colors.primary};
  }
`;

/** The content column of a routed page, with its heading. */
export function PageFrame({ title, extra, children, fullWidth = false, className }: PageFrameProps) {
  return (
    <Frame $full={fullWidth} className={className}>
      {(title !== undefined || extra !== undefined) && (
        <Head>
          {title !== undefined && <Heading>{title}</Heading>}
          {extra}
        </Head>
      )}
      {children}
    </Frame>
  );
}
