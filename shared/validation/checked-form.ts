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
