import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { t } from '../i18n';
import { alpha } from '../theme';
import { FormField } from './form-field';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'children'> {
  options: readonly SelectOption[];
  label?: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  /** A first, unselectable "please choose" entry; `true` uses the default text 请选择. */
  placeholder?: string | true;
  size?: 'md' | 'lg';
  className?: string;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    right: 12px;
    width: 16px;
    height: 16px;
    pointer-events: none;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Native = styled.select<{ $invalid: boolean; $size: 'md' | 'lg' }>`
  appearance: none;
  width: 100%;
  height: ${(p) => (p.$size === 'lg' ? '48px' : '40px')};
  padding: 0 36px 0 12px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSizes.sm};
  cursor: pointer;
  transition:
    border-color ${(p) => p.theme.transitions.fast},
    box-shadow ${(p) => p.theme.transitions.fast};
  &:hover:not(:disabled) {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 0 0 3px ${(p) => alpha(p.theme.colors.primary, 18)};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${(p) => p.theme.colors.surfaceAlt};
    opacity: 0.7;
  }
  &:invalid,
  option[value=''] {
    color: ${(p) => p.theme.colors.textMuted};
  }
  option {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surface};
  }
`;

/** A native select (best keyboard and mobile behaviour), styled, with label and error. */
export function Select({
  options,
  label,
  error,
  hint,
  placeholder,
  size = 'md',
  className,
  id,
  required,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <FormField
      label={label}
      htmlFor={selectId}
      error={invalid ? error : undefined}
      errorId={`${selectId}-error`}
      hint={hint}
      hintId={`${selectId}-hint`}
      required={required}
      className={className}
    >
      <Wrap>
        <Native
          {...rest}
          id={selectId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={
            invalid ? `${selectId}-error` : hint !== undefined ? `${selectId}-hint` : undefined
          }
          $invalid={invalid}
          $size={size}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder === true ? t('ui.selectPlaceholder') : placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </Native>
        <ChevronDownIcon />
      </Wrap>
    </FormField>
  );
}
