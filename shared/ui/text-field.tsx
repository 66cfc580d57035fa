import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { t } from '../i18n';
import { alpha } from '../theme';
import { IconButton } from './button';
import { FormField } from './form-field';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'prefix' | 'size'> {
  label?: ReactNode;
  /** Error text under the field (role="alert"); also marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Inside the box, before the input (icon, area code). */
  prefix?: ReactNode;
  /** Inside the box, after the input (unit, code button). */
  suffix?: ReactNode;
  /** Default md (40 px); lg is 48 px for auth forms. */
  size?: 'md' | 'lg';
  /** Classes for the outer field wrapper. */
  className?: string;
}

const Box = styled.div<{ $invalid: boolean; $disabled: boolean; $size: 'md' | 'lg' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${(p) => (p.$size === 'lg' ? '48px' : '40px')};
  padding: 0 12px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$disabled ? p.theme.colors.surfaceAlt : p.theme.colors.surface)};
  color: ${(p) => p.theme.colors.text};
  transition:
    border-color ${(p) => p.theme.transitions.fast},
    box-shadow ${(p) => p.theme.transitions.fast};
  &:hover {
    border-color: ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.primary)};
  }
  &:focus-within {
    border-color: ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: 0 0 0 3px ${(p) => alpha(p.$invalid ? p.theme.colors.danger : p.theme.colors.primary, 18)};
  }
  ${(p) =>
    p.$disabled &&
    css`
      opacity: 0.7;
      cursor: not-allowed;
    `}
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: none;
  outline: none;
  background: transparent;
  font-size: ${(p) => p.theme.fontSizes.sm};
  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
  }
  /* The box draws the focus ring. */
  &:focus-visible {
    outline: none;
  }
  &::-ms-reveal {
    display: none;
  }
`;

const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex: none;
  color: ${(p) => p.theme.colors.textSecondary};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/**
 * Labelled text input with an error line, prefix/suffix slots and, for
 * `type="password"`, a show/hide toggle. All native input props pass through.
 */
export function TextField({
  label,
  error,
  hint,
  prefix,
  suffix,
  size = 'md',
  className,
  id,
  type = 'text',
  disabled,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const isPassword = type === 'password';
  const describedBy = invalid ? errorId : hint !== undefined ? hintId : undefined;

  return (
    <FormField
      label={label}
      htmlFor={inputId}
      error={invalid ? error : undefined}
      errorId={errorId}
      hint={hint}
      hintId={hintId}
      required={required}
      className={className}
    >
      <Box $invalid={invalid} $disabled={disabled === true} $size={size}>
        {prefix !== undefined && <Adornment>{prefix}</Adornment>}
        <Input
          {...rest}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {isPassword && (
          <IconButton
            size="sm"
            aria-label={revealed ? t('ui.hidePassword') : t('ui.showPassword')}
            onClick={() => setRevealed((r) => !r)}
            disabled={disabled}
          >
            {revealed ? <EyeIcon /> : <EyeOffIcon />}
          </IconButton>
        )}
        {suffix !== undefined && <Adornment>{suffix}</Adornment>}
      </Box>
    </FormField>
  );
}
