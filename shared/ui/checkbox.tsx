import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { alpha } from '../theme';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children' | 'size'> {
  /** The label; may hold links (terms, privacy policy). */
  children?: ReactNode;
  /** Marks the box invalid (e.g. terms not accepted). */
  invalid?: boolean;
  className?: string;
}

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: 8px;
  font-size: ${(p) => p.theme.fontSizes.sm};
  line-height: 1.5;
  color: ${(p) => p.theme.colors.textSecondary};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
  user-select: none;
`;

const Box = styled.input<{ $invalid: boolean }>`
  appearance: none;
  flex: none;
  width: 16px;
  height: 16px;
  margin: 0.18em 0 0;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface} center / 12px 12px no-repeat;
  cursor: inherit;
  transition:
    background-color ${(p) => p.theme.transitions.fast},
    border-color ${(p) => p.theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => alpha(p.theme.colors.primary, 25)};
  }
  &:checked {
    border-color: ${(p) => p.theme.colors.primary};
    background-color: ${(p) => p.theme.colors.primary};
    /* A white tick as a data URI, so it reads on any brand colour. */
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3.2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7.5'/%3E%3C/svg%3E");
  }
`;

/** A native checkbox, styled, with its label. */
export function Checkbox({ children, invalid = false, className, disabled, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Label className={className} $disabled={disabled === true} htmlFor={inputId}>
      <Box
        {...rest}
        id={inputId}
        type="checkbox"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        $invalid={invalid}
      />
      {children !== undefined && <span>{children}</span>}
    </Label>
  );
}
