import type { z } from 'zod';

/** The messages a schema reports for `value`; [] when it passes. Test helper. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
