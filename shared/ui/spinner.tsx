import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
`;

export interface SpinnerProps {
  /** CSS length; default 1em so it follows the surrounding text. */
  size?: string;
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string;
  /** Same as `label`. */
  'aria-label'?: string;
  className?: string;
}

/** A spinning ring in the current text colour. */
export function Spinner({
  size = '1em',
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: SpinnerProps) {
  const label = labelProp ?? ariaLabel;
  return label ? (
    <Ring $size={size} className={className} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} className={className} aria-hidden="true" data-testid="spinner" />
  );
}
