import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FormFieldProps {
  label?: ReactNode | undefined;
  /** id of the control the label names. */
  htmlFor?: string | undefined;
  /** Shown under the control in the danger colour, announced (role="alert"). */
  error?: ReactNode | undefined;
  /** id for the error text, so the control can point at it with aria-describedby. */
  errorId?: string | undefined;
  /** Helper text under the control when there is no error. */
  hint?: ReactNode | undefined;
  hintId?: string | undefined;
  /** Adds a red asterisk to the label. */
  required?: boolean | undefined;
  children: ReactNode;
  className?: string | undefined;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: ${(p) => p.theme.fontWeights.medium};
  color: ${(p) => p.theme.colors.text};
`;

const Required = styled.span`
  margin-right: 4px;
  color: ${(p) => p.theme.colors.danger};
`;

export const FieldError = styled.div`
  font-size: ${(p) => p.theme.fontSizes.xs};
  line-height: 1.5;
  color: ${(p) => p.theme.colors.danger};
`;

const Hint = styled.div`
  font-size: ${(p) => p.theme.fontSizes.xs};
  line-height: 1.5;
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Label, control and error/hint line of one form field. */
export function FormField({
  label,
  htmlFor,
  error,
  errorId,
  hint,
  hintId,
  required,
  children,
  className,
}: FormFieldProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <Field className={className}>
      {label !== undefined && (
        <Label htmlFor={htmlFor}>
          {required && <Required aria-hidden="true">*</Required>}
          {label}
        </Label>
      )}
      {children}
      {hasError ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : (
        hint !== undefined && <Hint id={hintId}>{hint}</Hint>
      )}
    </Field>
  );
}
