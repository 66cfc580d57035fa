import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField } from '@site/shared/ui';

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 88px;
  padding: 8px 12px;
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  error?: ReactNode;
}

/** A labelled multi-line field in the kit's FormField (the kit has single-line fields only). */
export function TextArea({ label, error, required, ...rest }: TextAreaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <FormField label={label} htmlFor={id} error={error} errorId={errorId} required={required}>
      <Area
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
    </FormField>
  );
}
