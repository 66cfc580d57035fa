import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

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
