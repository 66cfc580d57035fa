import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A field's value read by the one component that shows it (the rest of the form does not re-render). */
export { useWatch };

/**
 * The one form hook of the site: react-hook-form checked by a zod schema of the contract,
 * so a form shows the same Chinese messages the server's validation gives. Fields are
 * checked on submit and again on the next submit (not while the member types), as the
 * site's hand-made forms did; `clearErrors(name)` in a field's onChange hides its error
 * while the member corrects it. A subpath of its own (`@site/shared/forms`), bundled only
 * by the remotes that use a form: the validation index also runs in Node without React.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    // zodResolver's overloads cannot see through a generic schema (they answer FieldValues);
    // the schema's own input and output types are what it checks.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
  });
}

/**
 * A form's onSubmit from a `handleSubmit(...)` result: the browser's own submit is stopped
 * and a second press while `busy` (the first still running) sends nothing.
 */
export function submitOnce(
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>,
  busy: boolean,
): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    if (!busy) void submit(event);
  };
}

/** The part of a code flow (`useVerificationCode` of the ui kit) that holds the typed code. */
export interface CodeFlowField {
  code: string;
  setCode: (code: string) => void;
  error: string | undefined;
  setError: (error: string | undefined) => void;
}

/**
 * The code flow with its code kept in the form's field `name`: the flow still sends the code
 * (cooldown, image captcha) and `VerificationCodeField` still draws it, but the value is the
 * form's, checked by the form's schema, and its error (a check's, a send's or the server's)
 * is the form's error on that field. Typing clears the error, as the flow did.
 */
export function formCodeFlow<Flow extends CodeFlowField, Values extends FieldValues, Output>(
  flow: Flow,
  form: UseFormReturn<Values, unknown, Output>,
  name: FieldPath<Values>,
): Flow {
  const { watch, setValue, clearErrors, setError, getFieldState, formState } = form;
  const value: unknown = watch(name);
  return {
    ...flow,
    code: typeof value === 'string' ? value : '',
    error: getFieldState(name, formState).error?.message,
    setCode: (code) => {
      // A code field's value is its text: the schema types it as a string.
      setValue(name, code as PathValue<Values, FieldPath<Values>>);
      clearErrors(name);
    },
    setError: (message) => (message === undefined ? clearErrors(name) : setError(name, { message })),
  };
}
