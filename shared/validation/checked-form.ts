import { z } from 'zod';

/** A field's check: the first problem with what was typed, in Chinese, or undefined when fine. */
export type FieldCheck = (text: string) => string | undefined;

/**
 * A form schema for `useZodForm` from one check per text field, for a remote whose rules
 * are its own (a card number, a chain's address format) rather than the contract's: each
 * field reports its check's message, all fields at once, as the zod schemas do.
 */
export function checkedForm<K extends string>(checks: Record<K, FieldCheck>) {
  const shape = {} as Record<K, z.ZodType<string, string>>;
  for (const name of Object.keys(checks) as K[]) {
    const check = checks[name];
    shape[name] = z.string().superRefine((text, ctx) => {
      const problem = check(text);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    });
  }
  return z.object(shape);
}

/**
 * A form schema for `useZodForm` from one check over all of its text fields (rules that
 * compare fields: a password typed twice, a new one that differs from the old): `check`
 * answers each field's problem in Chinese, or nothing for a field that is fine.
 */
export function crossCheckedForm<K extends string>(
  names: readonly K[],
  check: (values: Record<K, string>) => Partial<Record<K, string | undefined>>,
) {
  const shape = {} as Record<K, z.ZodString>;
  for (const name of names) shape[name] = z.string();
  return z.object(shape).superRefine((values, ctx) => {
    const problems = check(values as Record<K, string>);
    for (const name of names) {
      const problem = problems[name];
      if (problem !== undefined) ctx.addIssue({ code: 'custom', path: [name], message: problem });
    }
  });
}
